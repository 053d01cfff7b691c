import "server-only";
import type { Db } from "@/lib/store/db";
import { log } from "@/lib/server/log";
import { DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from "./backoff";
import { composeLeadEmail, messageIdFor, type LeadEmailAddresses } from "./email";
import { claimDueLeads, deadLetterLead, markSent, rescheduleLead } from "./lead-store";
import type { Mailer } from "./mailer";
import type { ClaimedLead } from "./types";

export interface OutboxOptions {
  /** The store, or a function that opens it (the process store is opened lazily). */
  db: Db | (() => Promise<Db>);
  mailer: Mailer;
  addresses: LeadEmailAddresses;
  /** Fallback when nobody kicks: picks up retries that came due and expired leases. */
  pollMs?: number;
  /** How long a claim holds before another worker may take the lead over. */
  leaseMs?: number;
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
  /** Injectable for tests: the outbox never reads Date.now() or Math.random() directly. */
  now?: () => number;
  random?: () => number;
}

/**
 * Delivers pending leads: claim a batch, email each, mark it sent, or schedule a
 * retry with backoff, or dead-letter it once its retry window is over. Any
 * number of outboxes may share a database; the claim makes each lead one
 * worker's at a time. Delivery is at least once: a crash between the mail
 * server's acceptance and `markSent` resends after the lease, with the same
 * Message-ID.
 */
export class LeadOutbox {
  private readonly options: Required<Omit<OutboxOptions, "retry" | "db">> & { retry: RetryPolicy };
  private readonly openDb: () => Promise<Db>;
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(options: OutboxOptions) {
    const { db } = options;
    this.openDb = typeof db === "function" ? db : async () => db;
    this.options = {
      mailer: options.mailer,
      addresses: options.addresses,
      pollMs: options.pollMs ?? 5_000,
      leaseMs: options.leaseMs ?? 120_000,
      batchSize: options.batchSize ?? 10,
      retry: { ...DEFAULT_RETRY, ...options.retry },
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
    };
  }

  get running(): boolean {
    return !this.stopped;
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    // The poll must never be what keeps a process (a script, a test) alive.
    this.timer.unref();
    this.kick();
    return this;
  }

  /** Deliver now rather than at the next poll; cheap to call after every stored lead. */
  kick(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
    });
  }

  /** Stops polling and waits for the batch in hand; unclaimed leads stay for the next worker. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.pumping;
  }

  /** One batch: returns how many leads were claimed (tests drive the outbox with this). */
  async runOnce(): Promise<number> {
    const db = await this.openDb();
    const leads = await claimDueLeads(db, {
      now: this.options.now(),
      leaseMs: this.options.leaseMs,
      limit: this.options.batchSize,
    });
    await Promise.all(leads.map((lead) => this.deliver(db, lead)));
    return leads.length;
  }

  private async pump(): Promise<void> {
    try {
      do {
        this.again = false;
        // A full batch means more may be waiting: keep going without waiting for a kick.
        let claimed: number;
        do claimed = await this.runOnce();
        while (claimed === this.options.batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      // The store is unreachable: leave everything where it is; the next poll tries again.
      log.warn("lead outbox could not reach the store", { error: describe(error) });
    }
  }

  private async deliver(db: Db, lead: ClaimedLead): Promise<void> {
    try {
      await this.options.mailer.send(composeLeadEmail(lead, this.options.addresses));
    } catch (error) {
      await this.failed(db, lead, describe(error));
      return;
    }
    try {
      if (await markSent(db, lead, this.options.now())) {
        log.info("lead delivered", { lead: lead.id, messageId: messageIdFor(lead), attempts: lead.attempts });
      }
    } catch (error) {
      // Sent but not recorded: the lease runs out and the same Message-ID goes out again.
      log.error("lead delivered but not marked sent; it will be sent again", { lead: lead.id, error: describe(error) });
    }
  }

  private async failed(db: Db, lead: ClaimedLead, error: string): Promise<void> {
    const now = this.options.now();
    const next = nextAttemptAt(lead, now, this.options.retry, this.options.random);
    try {
      if (next === null) {
        if (await deadLetterLead(db, lead, error)) {
          // Loud on purpose: a person must call this visitor back by hand.
          log.error("LEAD DEAD-LETTERED: email delivery failed for the whole retry window", {
            lead: lead.id,
            attempts: lead.attempts,
            since: new Date(lead.updatedAt).toISOString(),
            error,
          });
        }
      } else if (await rescheduleLead(db, lead, next, error)) {
        log.warn("lead delivery failed; will retry", { lead: lead.id, attempts: lead.attempts, retryInMs: next - now, error });
      }
    } catch (storeError) {
      log.warn("lead delivery failed and could not be rescheduled; the lease will expire", {
        lead: lead.id,
        error: describe(storeError),
      });
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : String(error).slice(0, 500);
}
