import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { log } from "@/lib/server/log";
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
const post = () =>
  POST(new Request("http://localhost/api/contact.php", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead()) }));

/** The visitor is told the truth (not saved, try again), the operator gets the cause, nobody gets a 500. */
describe("POST /api/contact.php with the store down", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-down-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ["with request limits on", undefined],
    ["with request limits off", "off"],
  ])("answers 503 unavailable:contact for PostgreSQL on a closed port, %s", async (_label, rateLimit) => {
    const errors = jest.spyOn(log, "error").mockImplementation(() => {});
    const restore = setEnv({ DATABASE_URL: await downDatabaseUrl(), DATA_DIR: dataDir, RATE_LIMIT: rateLimit });
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

  it("answers 503 unavailable:contact for a SQLite store that refuses writes", async () => {
    const restore = setEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, RATE_LIMIT: "off" });
    const errors = jest.spyOn(log, "error").mockImplementation(() => {});
    try {
      expect((await post()).status).toBe(200);
      const { store } = await import("@/lib/store");
      // See the health test: root ignores chmod, query_only refuses writes as a read-only file does.
      await (await store()).execute("PRAGMA query_only = ON");
      const response = await post();
      expect(response.status).toBe(503);
      expect((await response.json()).code).toBe("unavailable:contact");
    } finally {
      await resetServerState();
      restore();
      errors.mockRestore();
    }
  });
});
