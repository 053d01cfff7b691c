import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { expect, test } from "@playwright/test";
import { uniquePhone } from "../test/support/leads";
import { startTcpProxy, type TcpProxy } from "../test/support/tcp-proxy";

const POSTGRES_URL = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const STALL_MS = 30_000;
const VISITORS = 16;
const RECOVERY_MS = 90_000;
const root = path.resolve(__dirname, "..");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** As a visitor types it ("012-345 67890"); the site joins the digits. */
const typed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function reachable(url: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
  try {
    await pool.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await pool.end().catch(() => {});
  }
}

/**
 * The production build (`node server.mjs`, as `npm start` runs it) with its
 * only store, PostgreSQL, behind a proxy that holds every byte for 30 s. While
 * it is silent, 16 visitors each leave a name and a number in the chat: each
 * must hear within seconds that the details were received and sales will
 * call, and once the network is back every one of those leads must be in the
 * store within 90 s, none twice. No browser is needed; the calls are the chat's own.
 */
test("no lead is lost while PostgreSQL is silent for 30 s", async () => {
  test.setTimeout(STALL_MS + RECOVERY_MS + 120_000);
  test.skip(!(await reachable(POSTGRES_URL)), `PostgreSQL does not answer at ${POSTGRES_URL}`);

  const schema = `e2e_stall_${randomBytes(4).toString("hex")}`;
  const admin = new Pool({ connectionString: POSTGRES_URL, max: 2 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.searchParams.set("options", `-c search_path=${schema}`);
  const proxy: TcpProxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-store-stall-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let errors = "";
  try {
    // Nothing else configured: the offline consultant, and lead emails as files under DATA_DIR.
    const inherited = { ...process.env };
    for (const key of ["OPENAI_API_KEY", "SMTP_URL", "LEADS_WEBHOOK_URL", "DATABASE_URL"]) delete inherited[key];
    server = spawn(process.execPath, ["server.mjs"], {
      cwd: root,
      env: {
        ...inherited,
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
        NEXT_PUBLIC_SITE_URL: origin,
        DATABASE_URL: proxy.via(databaseUrl.toString()),
        DATA_DIR: dataDir,
        RATE_LIMIT: "off",
        LOG_SILENT: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    await expect.poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);

    const chat = async (message: string) => {
      const started = Date.now();
      const response = await fetch(`${origin}/api/chat.php`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" }),
      });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; code?: string };
      return { status: response.status, body, ms: Date.now() - started };
    };
    // A server that has answered before (its store open, its code warm), as at any moment of a real day.
    expect((await chat("How big is Blitz?")).status).toBe(200);

    proxy.stop();
    const stalledAt = Date.now();
    const phones = Array.from({ length: VISITORS }, () => uniquePhone());
    const replies = await Promise.all(phones.map((phone) => chat(`I'm Aisha, call me on ${typed(phone)}`)));
    for (const [i, reply] of replies.entries()) {
      expect(reply.status, `visitor ${i}: ${JSON.stringify(reply.body)}`).toBe(200);
      expect(reply.body.success).toBe(true);
      expect(reply.body.message).toMatch(/Thank you, Aisha! Our sales team will call you at \*\*\d+\*\*/);
      expect(reply.body.message).toContain(phones[i]);
    }
    // Without a number there is nothing to keep: the honest 503 (not a 500).
    const question = await chat("Is there a pool?");
    expect([question.status, question.body.code]).toEqual([503, "unavailable:chat"]);

    await sleep(Math.max(0, stalledAt + STALL_MS - Date.now()));
    proxy.resume();
    const resumedAt = Date.now();

    const stored = async () =>
      (
        await admin.query<{ phone: string; n: string }>(
          `SELECT phone, count(*) AS n FROM ${schema}.leads WHERE phone = ANY($1) GROUP BY phone`,
          [phones],
        )
      ).rows;
    await expect.poll(async () => (await stored()).length, { timeout: RECOVERY_MS, intervals: [500] }).toBe(VISITORS);
    const recoveredMs = Date.now() - resumedAt;
    // A little longer: a lead moved twice would show by now.
    await sleep(3_000);
    const rows = await stored();
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(rows).toHaveLength(VISITORS);
    // The normal path from there: the transcript (with the reply the visitor saw) went into the store with the lead.
    const transcripts = (
      await admin.query<{ transcript: string }>(`SELECT transcript FROM ${schema}.leads WHERE phone = ANY($1)`, [phones])
    ).rows;
    expect(
      transcripts.every((r) => (JSON.parse(r.transcript) as { sender: string }[]).map((t) => t.sender).join() === "user,assistant"),
    ).toBe(true);

    const times = replies.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `store stall (${STALL_MS / 1000} s, ${VISITORS} visitors): every reply 200 "sales will call"; reply time median ${times[VISITORS >> 1]} ms, ` +
        `slowest ${times.at(-1)} ms; all ${VISITORS} leads in the store ${recoveredMs} ms after the network came back, none twice`,
    );
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((r) => server?.once("exit", r));
    proxy.resume();
    await proxy.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (errors.trim()) console.log(`server stderr:\n${errors.slice(-2_000)}`);
  }
});
