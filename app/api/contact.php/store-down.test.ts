import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadJournal } from "@/lib/server/turn/lead/journal";
import { log } from "@/lib/server/log/log";
import { downDatabaseUrl } from "@/test/support/closed-port";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

const lead = () => ({
  name: "Aisyah Rahman",
  phone: uniquePhone(),
  language: "en",
  messages: [{ sender: "user", content: "Call me about Type A", timestamp: "2026-11-20T03:15:00.000Z" }],
});
const post = (body = lead()) =>
  POST(
    new Request("http://localhost/api/contact.php", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

/**
 * A store that is down does not cost the lead: the local journal keeps it and
 * the browser hears success. Only when the journal cannot be written either is
 * the visitor told the truth (503), the operator the cause, and nobody a 500.
 */
describe("POST /api/contact.php with the store down", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-down-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const journaled = async () => (await (await leadJournal()).due(Date.now() + 60_000)).map((e) => e.phone);

  it.each([
    ["with request limits on", undefined],
    ["with request limits off", "off"],
  ])("keeps the lead in the journal and answers success for PostgreSQL on a closed port, %s", async (_label, rateLimit) => {
    const warn = jest.spyOn(log, "warn").mockImplementation(() => {});
    const restore = setEnv({ DATABASE_URL: await downDatabaseUrl(), DATA_DIR: dataDir, RATE_LIMIT: rateLimit });
    try {
      const body = lead();
      const response = await post(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: "Contact information received" });
      // The cookie names the conversation the lead will join once the store answers.
      expect(response.headers.get("set-cookie")).toMatch(/conversation=[0-9a-f-]{36}/);
      expect(await journaled()).toContain(body.phone);
    } finally {
      await resetServerState();
      restore();
      warn.mockRestore();
    }
  });

  it("answers 503 unavailable:contact when the journal cannot be written either", async () => {
    // A DATA_DIR that is a file: neither SQLite's store nor the journal can be created in it.
    const notADir = path.join(dataDir, "a-file");
    fs.writeFileSync(notADir, "");
    const errors = jest.spyOn(log, "error").mockImplementation(() => {});
    const restore = setEnv({ DATABASE_URL: await downDatabaseUrl(), DATA_DIR: notADir, RATE_LIMIT: "off" });
    try {
      const response = await post();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: "The service is temporarily unavailable. Please try again.",
        code: "unavailable:contact",
      });
      // Logged once, with the driver's reason, for the operator.
      const lines = errors.mock.calls.filter(([message]) => message === "unavailable:contact");
      expect(lines).toHaveLength(1);
      expect(String(lines[0][1]?.cause)).toMatch(/ECONNREFUSED/);
    } finally {
      await resetServerState();
      restore();
      errors.mockRestore();
    }
  });

  it("keeps the lead in the journal for a SQLite store that refuses writes", async () => {
    const restore = setEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, RATE_LIMIT: "off" });
    const warn = jest.spyOn(log, "warn").mockImplementation(() => {});
    try {
      expect((await post()).status).toBe(200);
      const { store } = await import("@/lib/server/store");
      // See the health test: root ignores chmod, query_only refuses writes as a read-only file does.
      await (await store()).execute("PRAGMA query_only = ON");
      const body = lead();
      const response = await post(body);
      expect(response.status).toBe(200);
      expect(await journaled()).toContain(body.phone);
    } finally {
      await resetServerState();
      restore();
      warn.mockRestore();
    }
  });
});
