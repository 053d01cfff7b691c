import "server-only";
import { performance } from "node:perf_hooks";
import type { Db } from "@/lib/store/db";
import { log } from "@/lib/server/log";
import { DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from "./backoff";
import { composeLeadEmail, messageIdFor, type LeadEmailAddresses } from "./email";
import { claimDueLeads, deadLetterLead, markSent, renewLease, rescheduleLead } from "./lead-store";
import type { Mailer } from "./mailer";
import type { ClaimedLead } from "./types";

export interface OutboxOptions {
  /** The store, or a function that opens it (the process store is opened lazily). */
  db: Db | (() => Promise<Db>);
  mailer: Mailer;
  addresses: LeadEmailAddresses;
  /** Fallback when nobody kicks: picks up retries that came due and expired leases. */
  pollMs?: number;
  /** How long a claim holds without renewal: a crashed worker's leads are retried after this. */
  leaseMs?: number;
  /** How often a worker renews the claim of a lead it is still sending; well under leaseMs. */
  heartbeatMs?: number;
  /** A pump that has made no progress for this long is abandoned and a new one started. */
  stallMs?: number;
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
  /** Injectable for tests: the outbox never reads Date.now() or Math.random() directly. */
  now?: () => number;
  random?: () => number;
}

type Settings = Required<Omit<OutboxOptions, "retry" | "db">> & { retry: RetryPolicy };

/**
 * Delivers pending leads: claim a batch, email each, mark it sent, or schedule a
 * retry with backoff, or dead-letter it once its retry window is over. Any
 * number of outboxes may share a database; the claim makes each lead one
 * worker's at a time, and the worker renews it while sending. Delivery is at
 * least once: a crash between the mail server's acceptance and `markSent`
 * resends after the lease, with the same Message-ID. A store outage after the
 * acceptance does not: the worker records the send before it claims anything else.
 */
export class LeadOutbox {
  private readonly options: Settings;
  private readonly openDb: () => Promise<Db>;
  private timer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  /** Bumped when a stalled pump is abandoned; a pump of an older generation claims nothing more. */
  private generation = 0;
  private lastProgress = 0;
  private again = false;
  private stopped = true;
  /** Accepted by the mail server, not yet recorded as sent (the store failed): recorded first on the next run. */
  private readonly unrecorded = new Map<string, { lead: ClaimedLead; sentAt: number }>();

  constructor(options: OutboxOptions) {
    const { db } = options;
    this.openDb = typeof db === "function" ? db : async () => db;
    const leaseMs = options.leaseMs ?? 15_000;
    this.options = {
      mailer: options.mailer,
      addresses: options.addresses,
      pollMs: options.pollMs ?? 5_000,
      leaseMs,
      heartbeatMs: options.heartbeatMs ?? Math.max(10, Math.floor(leaseMs / 3)),
      stallMs: options.stallMs ?? 60_000,
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
    this.watchdog = setInterval(() => this.checkStall(), Math.max(10, Math.min(5_000, this.options.stallMs / 4)));
    // Neither timer may be what keeps a process (a script, a test) alive.
    this.timer.unref();
    this.watchdog.unref();
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
    const generation = this.generation;
    this.lastProgress = performance.now();
    const pump: Promise<void> = this.pump(generation).finally(() => {
      if (this.pumping === pump) this.pumping = undefined;
    });
    this.pumping = pump;
  }

  /** Stops polling and waits (at most stallMs) for the batch in hand; unclaimed leads stay for the next worker. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.watchdog);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.pumping, new Promise((r) => (timeout = setTimeout(r, this.options.stallMs)))]);
    clearTimeout(timeout);
    if (this.unrecorded.size > 0) await this.recordSent(await this.openDb()).catch(() => {});
  }

  /** One batch: returns how many leads were claimed (tests drive the outbox with this). */
  async runOnce(generation: number = this.generation): Promise<number> {
    const db = await this.progress(this.openDb());
    // Before claiming anything: a lead whose lease ran out while its "sent" could not be
    // recorded would otherwise be claimed again, by this very worker, and emailed twice.
    await this.recordSent(db);
    if (generation !== this.generation) return 0;
    const leads = await this.progress(
      claimDueLeads(db, { now: this.options.now(), leaseMs: this.options.leaseMs, limit: this.options.batchSize }),
    );
    await Promise.all(leads.map((lead) => this.deliver(db, lead, generation)));
    return leads.length;
  }

  private async pump(generation: number): Promise<void> {
    const current = () => generation === this.generation && !this.stopped;
    try {
      do {
        this.again = false;
        // A full batch means more may be waiting: keep going without waiting for a kick.
        let claimed: number;
        do claimed = await this.runOnce(generation);
        while (claimed === this.options.batchSize && current());
      } while (this.again && current());
    } catch (error) {
      // The store is unreachable: leave everything where it is; the next poll tries again.
      if (generation === this.generation) log.warn("lead outbox could not reach the store", { error: describe(error) });
    }
  }

  /**
   * Every query and send is bounded by its own timeout; this is the net under
   * them. A pump stuck for stallMs is left behind (it may still finish the batch
   * it holds, under its claims, but takes no more) and a fresh one starts.
   */
  private checkStall(): void {
    if (!this.pumping || this.stopped) return;
    const stalledMs = performance.now() - this.lastProgress;
    if (stalledMs < this.options.stallMs) return;
    log.warn("lead outbox made no progress; abandoning the stuck run and starting over", { stalledMs: Math.round(stalledMs) });
    this.generation += 1;
    this.pumping = undefined;
    this.kick();
  }

  /** Counts the settling of a store call or a send as progress, whatever its outcome. */
  private progress<T>(work: Promise<T>): Promise<T> {
    return work.finally(() => {
      this.lastProgress = performance.now();
    });
  }

  private async deliver(db: Db, lead: ClaimedLead, generation: number): Promise<void> {
    const heartbeat = this.heartbeat(db, lead, generation);
    try {
      await this.progress(this.options.mailer.send(composeLeadEmail(lead, this.options.addresses)));
    } catch (error) {
      clearInterval(heartbeat);
      await this.failed(db, lead, describe(error));
      return;
    }
    clearInterval(heartbeat);
    const sentAt = this.options.now();
    try {
      if (await this.progress(markSent(db, lead, sentAt))) {
        log.info("lead delivered", { lead: lead.id, messageId: messageIdFor(lead), attempts: lead.attempts });
      }
    } catch (error) {
      this.unrecorded.set(`${lead.id}|${lead.claimToken}`, { lead, sentAt });
      log.warn("lead delivered but the store could not record it; it is recorded before any other lead is claimed", {
        lead: lead.id,
        error: describe(error),
      });
    }
  }

  /** Renews the claim while the send is under way; an abandoned pump's claims are left to run out. */
  private heartbeat(db: Db, lead: ClaimedLead, generation: number): NodeJS.Timeout {
    let renewing = false;
    const timer = setInterval(() => {
      if (generation !== this.generation) return clearInterval(timer);
      if (renewing) return;
      renewing = true;
      renewLease(db, lead, this.options.now() + this.options.leaseMs)
        .catch(() => false)
        .finally(() => (renewing = false));
    }, this.options.heartbeatMs);
    timer.unref();
    return timer;
  }

  private async recordSent(db: Db): Promise<void> {
    for (const [key, { lead, sentAt }] of this.unrecorded) {
      // Throws while the store is still out: the pump ends and the next poll tries again.
      const marked = await this.progress(markSent(db, lead, sentAt));
      this.unrecorded.delete(key);
      // Not marked: the visitor updated the lead meanwhile, and the update goes out as its own email.
      if (marked) log.info("lead delivered", { lead: lead.id, messageId: messageIdFor(lead), attempts: lead.attempts, recordedLate: true });
    }
  }

  private async failed(db: Db, lead: ClaimedLead, error: string): Promise<void> {
    const now = this.options.now();
    const next = nextAttemptAt(lead, now, this.options.retry, this.options.random);
    try {
      if (next === null) {
        if (await this.progress(deadLetterLead(db, lead, error))) {
          // Loud on purpose: a person must call this visitor back by hand.
          log.error("LEAD DEAD-LETTERED: email delivery failed for the whole retry window", {
            lead: lead.id,
            attempts: lead.attempts,
            since: new Date(lead.updatedAt).toISOString(),
            error,
          });
        }
      } else if (await this.progress(rescheduleLead(db, lead, next, error))) {
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
