/**
 * npm run -s leads:export [-- --out leads.csv]
 * Writes every lead as CSV to stdout or a file: UTF-8 with a BOM, every field quoted
 * (RFC 4180), formula text defused for any separator, times in Asia/Kuala_Lumpur.
 * Use `npm run -s` when redirecting stdout, so npm's own banner stays out of the file.
 */
import fs from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { exportLeadsCsv } from "@/lib/server/leads/export-csv";
import { store } from "@/lib/server/store";

// stdout carries the CSV and nothing else: any log line goes to stderr.
console.log = console.error;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string", short: "o" } } });
  const output = values.out ? fs.createWriteStream(values.out, { mode: 0o600 }) : process.stdout;
  const write = async (chunk: string) => {
    if (!output.write(chunk)) await once(output, "drain");
  };

  const db = await store();
  try {
    const count = await exportLeadsCsv(db, write);
    if (values.out) {
      output.end();
      await once(output, "finish");
      console.error(`Wrote ${count} lead(s) to ${values.out}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`leads:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
