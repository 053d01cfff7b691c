import { resetEnv } from "@/lib/server/config/env";
import { closeLeadJournal } from "@/lib/server/turn/lead/journal";
import { stopJournalDrain } from "@/lib/server/turn/lead/journal-drain";
import { stopLeadWorker } from "@/lib/server/leads/worker";
import type { Db } from "@/lib/server/store/db";
import type { TestDatabase } from "./databases";

/**
 * Sets (or, with undefined, removes) environment variables and makes env() read
 * them again. Returns a function that puts the previous values back.
 */
export function setEnv(vars: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnv();
  };
  apply(vars);
  return () => apply(previous);
}

/**
 * Forgets the process-wide worker, lead journal (and its drain) and store (all
 * kept on globalThis), so the next request builds them from the environment as set now.
 */
export async function resetServerState(): Promise<void> {
  await stopJournalDrain();
  await closeLeadJournal();
  await stopLeadWorker();
  const holder = globalThis as typeof globalThis & { __siteStore?: Promise<Db> };
  const pending = holder.__siteStore;
  holder.__siteStore = undefined;
  const db = await pending?.catch(() => undefined);
  await db?.close();
  resetEnv();
}

/**
 * For the enclosing `describe`: the process-wide store and lead outbox (which
 * a stored lead kicks) use this test database, and are stopped afterwards.
 */
export function useServerStateOn(target: { readonly database: TestDatabase }): void {
  let restore: () => void = () => {};
  beforeAll(() => {
    restore = setEnv({ ...target.database.env, DATABASE_URL: target.database.env.DATABASE_URL });
  });
  afterAll(async () => {
    await resetServerState();
    restore();
  });
}
