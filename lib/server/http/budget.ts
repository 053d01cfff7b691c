import "server-only";
import { env } from "@/lib/server/config/env";
import { store, type Db } from "@/lib/server/store";
import { networkBucketOf } from "./client-address";
import { withDeadline } from "./deadline";
import { log } from "@/lib/server/log/log";

export type BudgetKind = "chat" | "speech";

export interface Spend {
  kind: BudgetKind;
  /**
   * A conversation the server issued, or nothing: a visitor without one is
   * counted by its client alone, never in a bucket shared with other visitors.
   */
  conversationId?: string | null;
  /**
   * The client's limit bucket (clientBucketOf): a client that starts a fresh
   * conversation for every message still has one share of the day, so it
   * takes many addresses to spend the whole site's budget.
   */
  client: string;
  /** 1 per upstream chat call; characters for speech. */
  amount: number;
  now?: number;
}

const TIME_ZONE = "Asia/Kuala_Lumpur";
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The budget day: the calendar date in Kuantan, as YYYY-MM-DD (sorts as text). */
export function budgetDay(now: number): string {
  return dayFormat.format(now);
}

// An IPv6 /48 may spend this many /64s' shares: a household or an office that
// spreads over a few /64s keeps going, one that rotates through its 65,536 does not.
export const SHARES_PER_NETWORK = 4;

interface Limits {
  site: number;
  conversation: number;
  client: number;
}

function limits(kind: BudgetKind): Limits {
  const e = env();
  return kind === "chat"
    ? { site: e.BUDGET_CHAT_CALLS_PER_DAY, conversation: e.BUDGET_CHAT_CALLS_PER_CONVERSATION, client: e.BUDGET_CHAT_CALLS_PER_CLIENT }
    : {
        site: e.BUDGET_SPEECH_CHARS_PER_DAY,
        conversation: e.BUDGET_SPEECH_CHARS_PER_CONVERSATION,
        client: e.BUDGET_SPEECH_CHARS_PER_CLIENT,
      };
}

/**
 * How many distinct client buckets (IPv4 addresses or IPv6 /64s) it takes to
 * spend the site's budget for the day, each spending its whole share, and how
 * many IPv6 /48s at the least.
 */
export function clientsToSpend(kind: BudgetKind): { clients: number; networks: number } {
  const { site, client } = limits(kind);
  if (client <= 0) return { clients: Infinity, networks: Infinity };
  return { clients: Math.ceil(site / client), networks: Math.ceil(site / (client * SHARES_PER_NETWORK)) };
}

// Takes $4 from one budget if that keeps it within $5, in one statement: two
// instances racing for the last unit never both get it. No row back: refused.
const TAKE = `
  INSERT INTO budgets (kind, scope, day, spent) SELECT $1, $2, $3, CAST($4 AS BIGINT) WHERE CAST($4 AS BIGINT) <= CAST($5 AS BIGINT)
  ON CONFLICT (kind, scope, day) DO UPDATE SET spent = budgets.spent + excluded.spent
  WHERE budgets.spent + excluded.spent <= CAST($5 AS BIGINT)
  RETURNING spent`;

// Flips the row's warned mark; only the instance that flips it writes the log line.
const MARK_WARNED = `
  INSERT INTO budgets (kind, scope, day, spent, warned) VALUES ($1, $2, $3, 0, 1)
  ON CONFLICT (kind, scope, day) DO UPDATE SET warned = 1 WHERE budgets.warned = 0
  RETURNING warned`;

const SITE = "site";
const conversationScope = (id: string) => `conversation:${id}`;
const clientScope = (bucket: string) => `client:${bucket}`;
const networkScope = (bucket: string) => `network:${bucket}`;

class Refused extends Error {
  constructor(readonly scope: string) {
    super("budget refused");
  }
}

const WHAT: Record<BudgetKind, { unit: string; fallback: string }> = {
  chat: { unit: "chat calls", fallback: "the offline consultant answers" },
  speech: { unit: "speech characters", fallback: "eSpeak speaks" },
};

async function warnOnce(db: Db, kind: BudgetKind, scope: string, day: string, limit: number): Promise<void> {
  const flipped = await db.query(MARK_WARNED, [kind, scope, day]);
  if (flipped.length === 0) return;
  const { unit, fallback } = WHAT[kind];
  const fields = { kind, day, limit };
  if (scope === SITE) log.warn(`budget spent: ${unit} for the site today; ${fallback} until midnight (${TIME_ZONE})`, fields);
  else if (scope.startsWith(clientScope("")))
    log.warn(`budget spent: ${unit} for one client today; ${fallback} it until midnight (${TIME_ZONE})`, {
      ...fields,
      client: scope.slice(clientScope("").length),
    });
  else if (scope.startsWith(networkScope("")))
    log.warn(`budget spent: ${unit} for one network today; ${fallback} it until midnight (${TIME_ZONE})`, {
      ...fields,
      network: scope.slice(networkScope("").length),
    });
  else
    log.warn(`budget spent: ${unit} for one conversation today; ${fallback} it until midnight (${TIME_ZONE})`, {
      ...fields,
      conversationId: scope.slice(conversationScope("").length),
    });
}

// A chat request waits this long at most for the store before the offline parts answer.
const STORE_WAIT_MS = 2_000;

let sweptDay = "";
let lastFailure = -Infinity;

/**
 * Takes `amount` from today's budgets, all or none: the conversation's (when
 * there is one), the client's share, its IPv6 /48's, and the whole site's.
 * False means a budget is spent (or the store cannot say): the
 * caller falls back to the offline consultant or eSpeak, never to an error.
 */
export async function spendBudget(
  { kind, conversationId, client, amount, now = Date.now() }: Spend,
  db: () => Promise<Db> = store,
): Promise<boolean> {
  // A length nobody could measure is the caller's bug, not a store failure and never a free call.
  if (!Number.isFinite(amount) || amount < 0)
    throw new RangeError(`budget amount must be a finite number of ${WHAT[kind].unit}, not ${amount}`);
  if (amount === 0) return true;
  const day = budgetDay(now);
  const limit = limits(kind);
  const network = networkBucketOf(client);
  // The narrowest first, the site last: every instance locks rows in this order.
  const budgets: [string, number][] = [
    ...(conversationId ? [[conversationScope(conversationId), limit.conversation] as [string, number]] : []),
    [clientScope(client), limit.client],
    ...(network ? [[networkScope(network), limit.client * SHARES_PER_NETWORK] as [string, number]] : []),
    [SITE, limit.site],
  ];
  let target: Db | undefined;
  try {
    target = await withDeadline(db(), STORE_WAIT_MS);
    const q = target;
    await withDeadline(
      q.transaction(async (tx) => {
        for (const [scope, max] of budgets) {
          const taken = await tx.query(TAKE, [kind, scope, day, amount, max]);
          if (taken.length === 0) throw new Refused(scope);
        }
      }),
      STORE_WAIT_MS,
    );
    if (day !== sweptDay) {
      sweptDay = day;
      // Yesterday's rows are spent history: sweep them, without making this visitor wait.
      void q.execute("DELETE FROM budgets WHERE day < $1", [day]).catch(() => {});
    }
    return true;
  } catch (error) {
    if (error instanceof Refused && target) {
      const max = budgets.find(([scope]) => scope === error.scope)?.[1] ?? 0;
      await withDeadline(warnOnce(target, kind, error.scope, day, max), STORE_WAIT_MS).catch(() => {});
      return false;
    }
    // No answer from the store is no permission to spend: the offline parts cost nothing.
    if (Date.now() - lastFailure > 60_000) {
      lastFailure = Date.now();
      log.warn("budget unknown: the store failed; the offline consultant and eSpeak answer meanwhile", { error: (error as Error).message });
    }
    return false;
  }
}
