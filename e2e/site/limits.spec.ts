import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E } from "../support/ports";

/**
 * Limits against the production server as `npm start` runs it (server.mjs),
 * with limits on: the shared e2e servers run with RATE_LIMIT=off, so this file
 * starts its own. Clients come from distinct loopback addresses (127.0.0.2,
 * 127.0.0.3, ...), as different machines would.
 */
const port = Number(process.env.E2E_LIMITS_PORT ?? E2E.offlinePort + 5);
const base = `http://127.0.0.1:${port}`;

interface Answer {
  status: number;
  retryAfter?: string;
  body: { code?: string };
}

/** A POST from a given local address, so the server sees that connection address. */
function postFrom(localAddress: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      { method: "POST", localAddress, headers: { "content-type": "application/json", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: Answer["body"] = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // A streamed or non-JSON answer: only the status matters here.
          }
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] as string | undefined, body: parsed });
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

let phoneCounter = 0;
const lead = () => ({
  name: "Aisyah Rahman",
  phone: `0137${String(Date.now() % 1e5).padStart(5, "0")}${++phoneCounter}`.slice(0, 11),
  language: "en",
});
const forgedHeaders = (i: number) => ({
  "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.${i + 1}`,
  "x-real-ip": `192.0.2.${i + 1}`,
  "x-socket-address": `198.18.0.${i + 1}`,
});

test.describe("request limits through server.mjs", () => {
  test.describe.configure({ mode: "serial" });

  let server: ChildProcess | undefined;
  let dataDir = "";

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aurelia-e2e-limits-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
      NEXT_PUBLIC_SITE_URL: base,
      DATA_DIR: dataDir,
      LOG_SILENT: "1",
    };
    delete env.RATE_LIMIT;
    delete env.DATABASE_URL;
    delete env.OPENAI_API_KEY;
    delete env.SMTP_URL;
    delete env.TRUSTED_PROXY_HOPS;
    server = spawn(process.execPath, ["server.mjs"], { cwd: path.join(__dirname, "..", ".."), env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    server.stderr?.on("data", (c: Buffer) => (errors += c.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server.mjs exited (${server.exitCode}): ${errors}`);
      const ready = await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`server.mjs did not answer in time: ${errors}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a client forging a fresh X-Forwarded-For on every contact call gets 429 like anyone else", async () => {
    const honest: Answer[] = [];
    const forging: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      honest.push(await postFrom("127.0.0.2", "/api/contact.php", lead()));
      forging.push(await postFrom("127.0.0.3", "/api/contact.php", lead(), forgedHeaders(i)));
    }
    const statuses = (answers: Answer[]) => answers.map((a) => (a.status === 429 ? 429 : "passed"));
    // A burst of five, then one call per six seconds: both clients alike.
    expect(statuses(honest)).toEqual([...Array(5).fill("passed"), 429, 429, 429]);
    expect(statuses(forging)).toEqual(statuses(honest));
    expect(honest.slice(0, 5).map((a) => a.status)).toEqual(Array(5).fill(200));
    const refused = forging[5];
    expect(refused.body.code).toBe("rate_limited:contact");
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(6);
  });

  test("a chat client forging its address is stopped after the burst, while another client still gets answers", async () => {
    const forging: number[] = [];
    for (let i = 0; i < 30 && !forging.includes(429); i++) {
      forging.push(
        (
          await postFrom(
            "127.0.0.4",
            "/api/chat.php",
            { message: "How big is Blitz?", assistantId: "aurelia-consultant-en", language: "en" },
            forgedHeaders(i),
          )
        ).status,
      );
    }
    expect(forging).toContain(429);
    // Fifteen at once, plus one every two seconds while they ran.
    expect(forging.indexOf(429)).toBeGreaterThanOrEqual(15);
    expect(forging.indexOf(429)).toBeLessThan(20);
    const other = await postFrom("127.0.0.5", "/api/chat.php", {
      message: "How big is Blitz?",
      assistantId: "aurelia-consultant-en",
      language: "en",
    });
    expect(other.status).not.toBe(429);
  });
});
