import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadJournal } from "@/lib/server/turn/lead/journal";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { log } from "@/lib/server/log/log";
import { downDatabaseUrl } from "@/test/support/closed-port";
import { jsonRequest } from "@/test/support/env";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { POST } from "./route";

const send = (message: string) => POST(jsonRequest("/api/chat.php", { message, assistantId: "aurelia-consultant-en", language: "en" }));
const typed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;

/**
 * The store is down for real (PostgreSQL on a closed port, or a DATA_DIR no
 * SQLite file can be made in). A visitor who leaves a number is never answered
 * with an error: sales will call (the journal has the lead), or, if even the
 * journal failed, the truth and the sales team's WhatsApp.
 */
describe("POST /api/chat.php with the store down", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chat-down-"));
  let quiet: jest.SpyInstance[] = [];
  beforeEach(() => (quiet = [jest.spyOn(log, "warn").mockImplementation(() => {}), jest.spyOn(log, "error").mockImplementation(() => {})]));
  afterEach(async () => {
    await resetServerState();
    for (const spy of quiet) spy.mockRestore();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps a lead in the journal and says sales will call, with the lead's reference", async () => {
    const restore = setEnv({ DATABASE_URL: await downDatabaseUrl(), DATA_DIR: dataDir, RATE_LIMIT: "off" });
    try {
      const phone = uniquePhone();
      const response = await send(`I'm Aisha, call me on ${typed(phone)}`);
      expect(response.status).toBe(200);
      const { success, message } = await response.json();
      expect(success).toBe(true);
      expect(message).toMatch(/Thank you, Aisha! Our sales team will call you/);
      const reference = /AUR-[0-9A-F]{4}-[0-9A-F]{4}/.exec(message)?.[0];
      const [entry] = (await (await leadJournal()).due(Date.now())).filter((e) => e.phone === phone);
      expect(entry).toBeDefined();
      // The reference is the journaled lead's: it is the same once the lead is in the store.
      expect(reference).toBe(leadReference(entry.id));
      expect(response.headers.get("set-cookie")).toContain(`conversation=${entry.conversationId}`);
    } finally {
      restore();
    }
  });

  it("says the details could not be saved, with WhatsApp, when the journal cannot be written either", async () => {
    const notADir = path.join(dataDir, "a-file");
    fs.writeFileSync(notADir, "");
    const restore = setEnv({ DATABASE_URL: undefined, DATA_DIR: notADir, RATE_LIMIT: "off" });
    try {
      const response = await send(`I'm Aisha, call me on ${typed(uniquePhone())}`);
      expect(response.status).toBe(200);
      const { message } = await response.json();
      expect(message).toMatch(/could not save your details/);
      expect(message).toMatch(/\[WhatsApp\]\(https:\/\/wa\.me\/60\d+\)/);
      expect(message).not.toMatch(/will call you/);
    } finally {
      restore();
    }
  });

  it("answers a message without a phone number with 503 unavailable:chat", async () => {
    const restore = setEnv({ DATABASE_URL: await downDatabaseUrl(), DATA_DIR: dataDir, RATE_LIMIT: "off" });
    try {
      const response = await send("How big is Blitz?");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ success: false, code: "unavailable:chat" });
    } finally {
      restore();
    }
  });
});
