import "server-only";
import { StoreUnavailableError } from "./errors";

/** The store did not answer in time: an outage as far as the waiting visitor is concerned. */
export class StoreDeadlinePassed extends Error {
  constructor(ms: number) {
    super(`no answer from the store in ${ms} ms`);
    this.name = "StoreDeadlinePassed";
  }
}

/**
 * Waits for `work` at most `ms`, then rejects with StoreUnavailableError. The
 * work goes on (a query cannot be recalled once sent): callers that fall back
 * must make the late completion harmless, e.g. by writing under the same id.
 */
export async function withStoreDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(new StoreDeadlinePassed(ms))), ms);
  });
  // A late failure of abandoned work is not an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, passed]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a visitor's request waits for the store before it falls back (the lead journal, a 503). */
export const VISITOR_STORE_DEADLINE_MS = 2_000;

/** One deadline shared by several steps of a request: each gets what the earlier ones left. */
export function storeDeadline(ms: number = VISITOR_STORE_DEADLINE_MS, start: number = Date.now()) {
  return <T>(work: Promise<T>): Promise<T> => withStoreDeadline(work, Math.max(0, start + ms - Date.now()));
}
