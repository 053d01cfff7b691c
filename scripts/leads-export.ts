/**
 * npm run -s leads:export [-- --out FILE]
 * Writes every lead as CSV to a file (by default one under exports/, which git ignores) or to
 * stdout: UTF-8 with a BOM, every field quoted (RFC 4180), formula text defused for any
 * separator, times in Asia/Kuala_Lumpur. Use `npm run -s` when writing to stdout, so npm's
 * own banner stays out of the CSV.
 */
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { exportLeadsCsv } from "@/lib/server/leads/export-csv";
import { defaultExportPath } from "@/lib/server/leads/export-file";
import { store } from "@/lib/server/store";

const USAGE = `Usage: npm run -s leads:export [-- --out FILE]

Writes every lead, oldest first, as CSV for a spreadsheet or a CRM: one row per lead with its
reference, the phone in international form (+60 12-345 6789), score, viewing, qualification
and the conversation as plain text. UTF-8 with a BOM; times in Malaysia (Asia/Kuala_Lumpur).

Options:
  -o, --out FILE  Where to write. "-" writes to standard output.
                  Default: exports/leads-<date>-<time>.csv, in a folder git ignores:
                  every row is a visitor's personal data.
  -h, --help      Shows this help.

Reads the store the server uses: PostgreSQL when DATABASE_URL is set, else the SQLite
file in DATA_DIR (./data).`;

// stdout may carry the CSV and nothing else: any log line goes to stderr.
console.log = console.error;

interface Target {
  out: string;
  /** No --out was given: the file is a new one under exports/. */
  chosenByDefault: boolean;
}

/** What the command line asks for; null for --help. Throws on an unknown option. */
function target(): Target | null {
  const { values } = parseArgs({ options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } } });
  if (values.help) return null;
  return values.out === undefined ? { out: defaultExportPath(), chosenByDefault: true } : { out: values.out, chosenByDefault: false };
}

/** The stream to write to. Only the server's user may read the file; a default one is new, never written over. */
function open({ out, chosenByDefault }: Target): NodeJS.WritableStream {
  if (out === "-") return process.stdout;
  if (chosenByDefault) fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  return fs.createWriteStream(out, { mode: 0o600, flags: chosenByDefault ? "wx" : "w" });
}

async function main(): Promise<void> {
  let chosen: Target | null;
  try {
    chosen = target();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!chosen) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const { out } = chosen;
  const output = open(chosen);
  const write = async (chunk: string) => {
    if (!output.write(chunk)) await once(output, "drain");
  };

  const db = await store();
  try {
    const count = await exportLeadsCsv(db, write);
    if (out !== "-") {
      output.end();
      await once(output, "finish");
      console.error(`Wrote ${count} lead(s) to ${out}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
