import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetEnv } from "@/lib/server/config/env";
import { UNKNOWN_CLIENT } from "@/lib/server/http/client-address";
import { store } from "@/lib/server/store";
import { assistantFor } from "./index";
import { modelQualifierFor } from "@/lib/server/turn/qualification/model";

/**
 * The paid consultant's budget wiring, against the configured store (SQLite,
 * or PostgreSQL when DATABASE_URL is set): each client address has its own
 * share, and a client past it gets the offline consultant.
 */
const VARS = {
  OPENAI_API_KEY: "sk-test-local",
  OPENAI_BASE_URL: "http://127.0.0.1:9/v1", // never called: choosing a consultant costs no call
  BUDGET_CHAT_CALLS_PER_DAY: "1000000000", // on PostgreSQL the site's day outlives a run
  BUDGET_CHAT_CALLS_PER_CONVERSATION: "1000",
  BUDGET_CHAT_CALLS_PER_CLIENT: "3",
};

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "assistant-budget-"));
  process.env.LOG_SILENT = "1";
  Object.assign(process.env, VARS);
  resetEnv();
});
afterAll(async () => {
  for (const name of Object.keys(VARS)) delete process.env[name];
  resetEnv();
  await (await store()).close();
});

// A /64 of its own per run: on PostgreSQL, the day's budgets outlive a run.
const client = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::/64`;

describe("assistantFor", () => {
  it("gives a client the paid consultant for its share, however many conversations it starts, then the offline one", async () => {
    const spender = client();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await assistantFor(randomUUID(), spender)).id);
    expect(ids.slice(0, 3).every((id) => id !== "offline")).toBe(true);
    expect(ids.slice(3)).toEqual(["offline", "offline"]);
    expect((await assistantFor(randomUUID(), client())).id).not.toBe("offline");
  });

  it("takes the model's reading of qualification from the same share", async () => {
    const spender = client();
    expect(await modelQualifierFor(randomUUID(), spender)).not.toBeNull();
    await assistantFor(randomUUID(), spender);
    await assistantFor(randomUUID(), spender);
    expect(await modelQualifierFor(randomUUID(), spender)).toBeNull();
    expect((await assistantFor(randomUUID(), spender)).id).toBe("offline");
  });

  it("counts a caller that does not know the address as the one unknown client, as the request limits do", async () => {
    // Its share is spent by whatever ran before on this store today; either way it is one share, not a free pass.
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await assistantFor(randomUUID())).id === "offline");
    expect(results.at(-1)).toBe(true);
    expect(results.filter((offline) => !offline).length).toBeLessThanOrEqual(3);
    expect((await assistantFor(randomUUID(), UNKNOWN_CLIENT)).id).toBe("offline");
  });
});
