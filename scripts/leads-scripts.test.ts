import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { formulaCells, parseRfc4180 } from "@/test/support/csv";
import { newLead } from "@/test/support/leads";
import { findLead, saveLead } from "@/lib/server/leads/lead-store";
import { leadPhone } from "@/lib/server/lead-profile/phone-format";
import { audioKey, putAudio } from "@/lib/server/speech/cache";

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

describe.each(testDatabaseKinds())("leads scripts on %s", (kind) => {
  const target = useTestDatabase(kind, "leads-scripts");

  it("leads:export writes every lead as quoted UTF-8 CSV with a BOM, Malaysia times and formula cells defused", async () => {
    const tricky = await saveLead(
      target.db,
      newLead({
        name: '=HYPERLINK("http://evil.example","Click")',
        transcript: [{ sender: "user", content: 'Hi, I "love" it\r\n@SUM(1); -2', timestamp: "2026-11-20T03:15:00.000Z" }],
      }),
    );
    const plainLead = newLead({ name: "Tan, Mei Ling", language: "zh", privacyLanguage: "zh" });
    const plain = await saveLead(target.db, plainLead);

    const { stdout } = await npmRun("leads:export", ["--out", "-"], target.database.env);
    expect(stdout.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseRfc4180(stdout.slice(1));
    expect(header).toEqual(
      expect.arrayContaining(["id", "name", "phone", "whatsapp", "transcript", "privacy_version", "privacy_language"]),
    );
    const column = (name: string) => header.indexOf(name);
    const byId = new Map(rows.map((r) => [r[column("id")], r]));
    expect(byId.get(tricky.id)?.[column("name")]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    // Malaysia keeps +08:00 all year, so the expected text is UTC plus eight hours.
    const createdAt = (await findLead(target.db, tricky.id))?.createdAt ?? Number.NaN;
    const klTime = new Date(createdAt + 8 * 3_600_000).toISOString().replace("T", " ").slice(0, 19);
    expect(byId.get(tricky.id)?.[column("created_at")]).toBe(`${klTime} +08:00`);
    expect(byId.get(tricky.id)?.[column("transcript")]).toBe(`[2026-11-20 11:15:00 +08:00] user: Hi, I "love" it\r\n'@SUM(1); '-2`);
    expect(byId.get(plain.id)?.[column("name")]).toBe("Tan, Mei Ling");
    expect(byId.get(plain.id)?.[column("phone")]).toBe(leadPhone(plainLead.phone).display);
    expect(byId.get(plain.id)?.[column("privacy_language")]).toBe("zh");
    expect(formulaCells(stdout)).toEqual([]);

    const out = path.join(target.database.env.DATA_DIR, "leads.csv");
    const written = await npmRun("leads:export", ["--out", out], target.database.env);
    expect(written.stdout).toBe("");
    expect(fs.readFileSync(out).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(fs.readFileSync(out, "utf8")).toBe(stdout);
  });

  it("leads:export writes to a new file under exports/, which git ignores, when no --out is given", async () => {
    const lead = await saveLead(target.db, newLead({ phone: "012-345 6789" }));
    const { stdout, stderr } = await npmRun("leads:export", [], target.database.env);
    expect(stdout).toBe("");
    const written = /^Wrote \d+ lead\(s\) to (exports\/leads-\d{4}-\d{2}-\d{2}-\d{6}\.csv)\n$/.exec(stderr)?.[1];
    if (!written) throw new Error(`no file named in ${JSON.stringify(stderr)}`);
    const file = path.join(root, written);
    try {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const [header, ...rows] = parseRfc4180(fs.readFileSync(file, "utf8").slice(1));
      const row = rows.find((r) => r[header.indexOf("id")] === lead.id);
      expect(row?.[header.indexOf("phone")]).toBe("+60 12-345 6789");
      expect(row?.[header.indexOf("reference")]).toMatch(/^AUR-/);
      expect((await run("git", ["check-ignore", written], { cwd: root })).stdout.trim()).toBe(written);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  const count = async (table: string, where = "") =>
    Number((await target.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table} ${where}`))[0].n);
  const addTurn = (conversationId: string, at: number) =>
    target.db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'hi', $2)",
      [conversationId, at],
    );
  const addConversation = async (id: string, at: number) => {
    await target.db.execute("INSERT INTO conversations (id, language, created_at, updated_at) VALUES ($1, 'en', $2, $2)", [id, at]);
    await addTurn(id, at);
    const key = audioKey({ provider: "espeak", model: "m", voice: "v", language: "en", text: randomUUID() });
    await putAudio(target.db, key, { bytes: randomBytes(2048), contentType: "audio/wav" }, { conversationId: id, now: at });
  };

  // Retention deletes only what sales has had: these leads were emailed.
  const delivered = (id: string) =>
    target.db.execute(
      "UPDATE deliveries SET state = 'delivered', delivered_at = (SELECT updated_at FROM leads WHERE leads.id = deliveries.lead_id) WHERE lead_id = $1",
      [id],
    );

  it("leads:purge deletes leads, and conversations with or without one, older than --days", async () => {
    const now = Date.now();
    const old = await saveLead(target.db, newLead(), { now: now - 31 * DAY });
    const young = await saveLead(target.db, newLead(), { now: now - 29 * DAY });
    const undelivered = await saveLead(target.db, newLead(), { now: now - 31 * DAY });
    await delivered(old.id);
    await delivered(young.id);
    await addConversation((await findLead(target.db, old.id))!.conversationId!, now - 31 * DAY);
    const youngConversation = (await findLead(target.db, young.id))!.conversationId!;
    await addConversation(youngConversation, now - 31 * DAY);
    const idle = randomUUID();
    await addConversation(idle, now - 31 * DAY);

    const { stdout } = await npmRun("leads:purge", ["--days", "30"], target.database.env);
    expect(stdout).toMatch(
      /^Deleted 1 lead\(s\) last updated before \S+ \(30 days\), 2 conversation\(s\), 2 conversation turn\(s\) and 2 audio clip\(s\) \(conversations without a lead: 30 days\), 0 \.eml file\(s\), and \d+ expired request-limit row\(s\)\. Kept 1 lead\(s\) past retention that were never delivered\. Audio cache now [\d.]+ MB\.\n$/,
    );
    expect(await findLead(target.db, old.id)).toBeUndefined();
    expect(await findLead(target.db, undelivered.id)).toBeDefined();
    await delivered(undelivered.id);
    expect(await findLead(target.db, young.id)).toBeDefined();
    // The young lead keeps its conversation, though that conversation is older than 30 days.
    expect(await count("conversations", `WHERE id = '${youngConversation}'`)).toBe(1);
    expect(await count("conversations", `WHERE id = '${idle}'`)).toBe(0);

    // Without --days, LEADS_RETENTION_DAYS and CONVERSATION_RETENTION_DAYS decide.
    const kept = await npmRun("leads:purge", [], {
      ...target.database.env,
      LEADS_RETENTION_DAYS: "28",
      CONVERSATION_RETENTION_DAYS: "400",
    });
    expect(kept.stdout).toMatch(
      /^Deleted 2 lead\(s\) .* \(28 days\), 1 conversation\(s\), 1 conversation turn\(s\) and 1 audio clip\(s\) \(conversations without a lead: 400 days\)/,
    );
    expect(await findLead(target.db, young.id)).toBeUndefined();
  });

  it("leads:purge -- --days 0 leaves no lead, conversation, turn or conversation clip", async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      const lead = await saveLead(target.db, newLead(), { now: now - i * 1000 });
      await addConversation((await findLead(target.db, lead.id))!.conversationId!, now - i * 1000);
      await addConversation(randomUUID(), now - i * 1000);
      await addTurn(randomUUID(), now);
    }
    expect(await count("leads")).toBeGreaterThan(0);
    await target.db.execute(
      "UPDATE deliveries SET state = 'delivered', delivered_at = (SELECT updated_at FROM leads WHERE leads.id = deliveries.lead_id)",
    );

    await npmRun("leads:purge", ["--days", "0"], target.database.env);
    expect(await count("leads")).toBe(0);
    expect(await count("conversations")).toBe(0);
    expect(await count("conversation_turns")).toBe(0);
    expect(await count("audio_cache", "WHERE conversation_id IS NOT NULL")).toBe(0);
  });

  it.each(["leads:export", "leads:purge"])("%s -- --help says what it does and takes, and touches nothing", async (script) => {
    const lead = await saveLead(target.db, newLead());
    for (const flag of ["--help", "-h"]) {
      const { stdout } = await npmRun(script, [flag], target.database.env);
      expect(stdout).toMatch(new RegExp(`^Usage: npm run (-s )?${script} `));
      expect(stdout).toContain(script === "leads:export" ? "--out FILE" : "--days N");
      expect(stdout).toContain("DATABASE_URL");
    }
    expect(await findLead(target.db, lead.id)).toBeDefined();
  });

  it.each(["leads:export", "leads:purge"])("%s refuses an unknown option with its usage", async (script) => {
    await expect(npmRun(script, ["--ouput", "x.csv"], target.database.env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--ouput[\s\S]*Usage:/),
    });
  });

  it("leads:purge refuses a bad --days", async () => {
    await expect(npmRun("leads:purge", ["--days=-3"], target.database.env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--days must be a whole number"),
    });
  });
});
