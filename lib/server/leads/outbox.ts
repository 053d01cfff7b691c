import "server-only";
import { performance } from "node:perf_hooks";
import type { Db } from "@/lib/server/store/db";
import { log } from "@/lib/server/log/log";
import { DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from "./backoff";
import {
  backfillDeliveries,
  claimDueDeliveries,
  deadLetterDelivery,
  dropDelivery,
  markDelivered,
  renewDeliveryLease,
  rescheduleDelivery,
  type ClaimedDelivery,
  type DeliveryTarget,
} from "./delivery-store";
import { composeLeadEmail, messageIdFor, type LeadEmailAddresses } from "./email";
import { findLeads } from "./lead-store";
import type { Mailer } from "./mailer";
import type { Lead } from "./types";
import { webhookSender, type WebhookTarget } from "./webhook";

/** A claimed delivery with its lead as it is now: what a sender sends. */
export interface Delivery extends ClaimedDelivery {
  lead: Lead;
  /** The lead's data last changed here; the retry window counts from it. */
  updatedAt: number;
}

/**
 * How one target's deliveries reach the far side (the sales email, the CRM
 * webhook). The outbox around the senders owns claiming, leases, backoff, dead
 * letters and the watchdog, the same for every target.
 */
export interface Sender {
  target: DeliveryTarget;
  /** Names the target in logs ("lead", "lead webhook"). */
  label: string;
  /** Resolves once the far side accepted the delivery; rejects otherwise. */
  deliver(delivery: Delivery): Promise<void>;
  /** What a log line about this delivery names. */
  describe(delivery: Delivery): Record<string, unknown>;
}

/** The sales email: one per version of the lead, under a Message-ID of its revision. */
export function emailSender(mailer: Mailer, addresses: LeadEmailAddresses): Sender {
  return {
    target: "email",
    label: "lead",
    deliver: async (delivery) => void (await mailer.send(composeLeadEmail(delivery.lead, addresses))),
    describe: (delivery) => ({ lead: delivery.id, messageId: messageIdFor(delivery.lead) }),
  };
}

export interface OutboxSettings {
  /** The store, or a function that opens it (the process store is opened lazily). */
  db: Db | (() => Promise<Db>);
  /** Fallback when nobody kicks: picks up retries that came due and expired leases. */
  pollMs?: number;
  /** How long a claim holds without renewal: a crashed worker's entries are retried after this. */
  leaseMs?: number;
  /** How often a worker renews the claim of an entry it is still sending; well under leaseMs. */
  heartbeatMs?: number;
  /** A pump that has made no progress for this long is abandoned and a new one started. */
  stallMs?: number;
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
  /** Injectable for tests: the outbox never reads Date.now() or Math.random() directly. */
  now?: () => number;
  random?: () => number;
}

export interface OutboxOptions extends OutboxSettings {
  mailer: Mailer;
  addresses: LeadEmailAddresses;
  /** The CRM webhook, when one is configured: its deliveries go out through the same outbox. */
  webhook?: WebhookTarget;
}

type Settings = Required<Omit<OutboxSettings, "retry" | "db">> & { retry: RetryPolicy };

/**
 * Delivers due deliveries of every target it has a sender for: claim a batch
 * (one query, whatever the targets), send each through its target's sender,
 * mark it delivered, or schedule a retry with backoff, or dead-letter it once
 * its retry window is over. Any number of outboxes may share a database; the
 * claim makes each delivery one worker's at a time, and the worker renews it
 * while sending. Delivery is at least once: a crash between the far side's
 * acceptance and `markDelivered` resends after the lease, with the same
 * Message-ID or idempotency key. A store outage after the acceptance does not:
 * the worker records the delivery before it claims anything else.
 */
export class Outbox {
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
  /** Accepted by the far side, not yet recorded as done (the store failed): recorded first on the next run. */
  private readonly unrecorded = new Map<string, { entry: Delivery; at: number }>();
  private readonly senders: ReadonlyMap<DeliveryTarget, Sender>;
  /** Targets other than the email, given rows for leads stored before they were configured, once. */
  private backfilled = false;

  constructor(senders: Sender | readonly Sender[], options: OutboxSettings) {
    this.senders = new Map((Array.isArray(senders) ? senders : [senders]).map((sender: Sender) => [sender.target, sender]));
    const { db } = options;
    this.openDb = typeof db === "function" ? db : async () => db;
    const leaseMs = options.leaseMs ?? 15_000;
    this.options = {
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
    if (this.unrecorded.size > 0) await this.recordDone(await this.openDb()).catch(() => {});
  }

  /** One batch: returns how many entries were claimed (tests drive the outbox with this). */
  async runOnce(generation: number = this.generation): Promise<number> {
    const db = await this.progress(this.openDb());
    // Before claiming anything: an entry whose lease ran out while its "done" could not be
    // recorded would otherwise be claimed again, by this very worker, and delivered twice.
    await this.recordDone(db);
    if (generation !== this.generation) return 0;
    if (!this.backfilled) {
      for (const target of this.senders.keys()) if (target !== "email") await this.progress(backfillDeliveries(db, target));
      this.backfilled = true;
    }
    const claimed = await this.progress(
      claimDueDeliveries(db, {
        now: this.options.now(),
        leaseMs: this.options.leaseMs,
        limit: this.options.batchSize,
        targets: [...this.senders.keys()],
      }),
    );
    const leads = await this.progress(findLeads(db, [...new Set(claimed.map((c) => c.id))]));
    const entries: Delivery[] = [];
    for (const delivery of claimed) {
      const lead = leads.get(delivery.id);
      if (!lead) await this.progress(dropDelivery(db, delivery));
      // The lead's own fields say how its email stands; the claimed row's revision is the one this email goes under.
      else
        entries.push({
          ...delivery,
          updatedAt: lead.updatedAt,
          lead: delivery.target === "email" ? { ...lead, revision: delivery.revision } : lead,
        });
    }
    await Promise.all(entries.map((entry) => this.deliver(db, entry, generation)));
    return claimed.length;
  }

  private sender(entry: Delivery): Sender {
    return this.senders.get(entry.target)!;
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

  private async deliver(db: Db, entry: Delivery, generation: number): Promise<void> {
    const sender = this.sender(entry);
    const heartbeat = this.heartbeat(db, entry, generation);
    try {
      await this.progress(sender.deliver(entry));
    } catch (error) {
      clearInterval(heartbeat);
      await this.failed(db, entry, describe(error));
      return;
    }
    clearInterval(heartbeat);
    const at = this.options.now();
    try {
      if (await this.progress(markDelivered(db, entry, at))) {
        log.info(`${sender.label} delivered`, { ...sender.describe(entry), attempts: entry.attempts });
      }
    } catch (error) {
      this.unrecorded.set(`${entry.target}|${entry.id}|${entry.claimToken}`, { entry, at });
      log.warn(`${sender.label} delivered but the store could not record it; it is recorded before anything else is claimed`, {
        ...sender.describe(entry),
        error: describe(error),
      });
    }
  }

  /** Renews the claim while the delivery is under way; an abandoned pump's claims are left to run out. */
  private heartbeat(db: Db, entry: Delivery, generation: number): NodeJS.Timeout {
    let renewing = false;
    const timer = setInterval(() => {
      if (generation !== this.generation) return clearInterval(timer);
      if (renewing) return;
      renewing = true;
      renewDeliveryLease(db, entry, this.options.now() + this.options.leaseMs)
        .catch(() => false)
        .finally(() => (renewing = false));
    }, this.options.heartbeatMs);
    timer.unref();
    return timer;
  }

  private async recordDone(db: Db): Promise<void> {
    for (const [key, { entry, at }] of this.unrecorded) {
      // Throws while the store is still out: the pump ends and the next poll tries again.
      const marked = await this.progress(markDelivered(db, entry, at));
      this.unrecorded.delete(key);
      const sender = this.sender(entry);
      // Not marked: the visitor updated the lead meanwhile, and the update goes out on its own.
      if (marked) log.info(`${sender.label} delivered`, { ...sender.describe(entry), attempts: entry.attempts, recordedLate: true });
    }
  }

  private async failed(db: Db, entry: Delivery, error: string): Promise<void> {
    const now = this.options.now();
    const next = nextAttemptAt(entry, now, this.options.retry, this.options.random);
    const sender = this.sender(entry);
    const label = sender.label;
    try {
      if (next === null) {
        if (await this.progress(deadLetterDelivery(db, entry, error))) {
          // Loud on purpose: a person must call this visitor back by hand.
          log.error(`${label.toUpperCase()} DEAD-LETTERED: delivery failed for the whole retry window`, {
            ...sender.describe(entry),
            attempts: entry.attempts,
            since: new Date(entry.updatedAt).toISOString(),
            error,
          });
        }
      } else if (await this.progress(rescheduleDelivery(db, entry, next, error))) {
        log.warn(`${label} delivery failed; will retry`, {
          ...sender.describe(entry),
          attempts: entry.attempts,
          retryInMs: next - now,
          error,
        });
      }
    } catch (storeError) {
      log.warn(`${label} delivery failed and could not be rescheduled; the lease will expire`, {
        ...sender.describe(entry),
        error: describe(storeError),
      });
    }
  }
}

/** The lead outbox: the sales email, and the CRM webhook when one is given; what the worker runs, and what the tests drive. */
export class LeadOutbox extends Outbox {
  constructor(options: OutboxOptions) {
    const email = emailSender(options.mailer, options.addresses);
    super(options.webhook ? [email, webhookSender(options.webhook)] : [email], options);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : String(error).slice(0, 500);
}
