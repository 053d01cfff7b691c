import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { findLead, saveLead } from "@/lib/leads/lead-store";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..");
const DAY = 24 * 60 * 60_000;

/** `npm run -s <script> -- args` as an operator would type it, against the test's database. */
async function npmRun(script: string, args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_SILENT: "1" };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  return run("npm", ["run", "-s", script, "--", ...args], { cwd: root, env: childEnv, maxBuffer: 16 * 1024 * 1024 });
}

/** RFC 4180 reader, just strict enough to check what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) throw new Error("CSV does not end with CRLF");
  return rows;
}

describe.each(testDatabaseKinds())("leads scripts on %s", (kind) => {
  const target = useTestDatabase(kind, "leads-scripts");

  it("leads:export writes every lead as RFC 4180 CSV with formula cells defused", async () => {
    const tricky = await saveLead(
      target.db,
      newLead({
        name: '=HYPERLINK("http://evil.example","Click")',
        transcript: [{ sender: "user", content: 'Hi, I "love" it\r\n@SUM(1)', timestamp: "2026-11-20T03:15:00.000Z" }],
      }),
    );
    const plain = await saveLead(target.db, newLead({ name: "Tan, Mei Ling", language: "zh", privacyLanguage: "zh" }));

    const { stdout } = await npmRun("leads:export", [], target.database.env);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual(expect.arrayContaining(["id", "name", "phone", "transcript", "privacy_version", "privacy_language"]));
    const column = (name: string) => header.indexOf(name);
    const byId = new Map(rows.map((r) => [r[column("id")], r]));
    expect(byId.get(tricky.id)?.[column("name")]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(byId.get(tricky.id)?.[column("transcript")]).toBe('[2026-11-20T03:15:00.000Z] user: Hi, I "love" it\r\n@SUM(1)');
    expect(byId.get(plain.id)?.[column("name")]).toBe("Tan, Mei Ling");
    expect(byId.get(plain.id)?.[column("privacy_language")]).toBe("zh");

    const out = path.join(target.database.env.DATA_DIR, "leads.csv");
    const written = await npmRun("leads:export", ["--out", out], target.database.env);
    expect(written.stdout).toBe("");
    expect(fs.readFileSync(out, "utf8")).toBe(stdout);
  });

  it("leads:purge deletes leads older than --days and their conversation turns", async () => {
    const now = Date.now();
    const old = await saveLead(target.db, newLead(), { now: now - 31 * DAY });
    const young = await saveLead(target.db, newLead(), { now: now - 29 * DAY });
    const oldConversation = (await findLead(target.db, old.id))?.conversationId;
    await target.db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hi', $2)",
      [oldConversation, now - 31 * DAY],
    );

    const { stdout } = await npmRun("leads:purge", ["--days", "30"], target.database.env);
    expect(stdout).toMatch(/^Deleted 1 lead\(s\) and 1 conversation turn\(s\)/);
    expect(await findLead(target.db, old.id)).toBeUndefined();
    expect(await findLead(target.db, young.id)).toBeDefined();

    // Without --days, LEADS_RETENTION_DAYS decides.
    const kept = await npmRun("leads:purge", [], { ...target.database.env, LEADS_RETENTION_DAYS: "28" });
    expect(kept.stdout).toMatch(/^Deleted 1 lead\(s\)/);
    expect(await findLead(target.db, young.id)).toBeUndefined();
  });

  it("leads:purge refuses a bad --days", async () => {
    await expect(npmRun("leads:purge", ["--days=-3"], target.database.env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--days must be a whole number"),
    });
  });
});
