import "server-only";
/** Thrown by withDeadline when the work has not settled in time. */
export class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`no answer in ${ms} ms`);
    this.name = "DeadlinePassed";
  }
}

/**
 * Waits for `work` at most `ms`. The work itself is not cancelled: this only
 * frees the caller, for checks (limits, budgets) that must never hold a
 * visitor's request while the store hangs.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(ms)), ms);
  });
  try {
    return await Promise.race([work, passed]);
  } finally {
    clearTimeout(timer);
  }
}
