import "server-only";
import path from "node:path";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import { store } from "@/lib/server/store";
import type { ClaimedDelivery } from "./delivery-store";
import { createMailer, type Mailer } from "./mailer";
import { LeadOutbox, Outbox, type OutboxOptions } from "./outbox";
import { webhookChannel } from "./webhook";

interface Worker {
  outbox: LeadOutbox;
  /** Runs only when LEADS_WEBHOOK_URL is set. */
  webhook?: Outbox<ClaimedDelivery>;
  mailer: Mailer;
}

// On globalThis because instrumentation.ts and each route handler are separate
// bundles: they must find the same worker, not start one each.
const holder = globalThis as typeof globalThis & { __leadWorker?: Worker };

/**
 * The process's one outbox worker, started on first call (instrumentation.ts at
 * boot; the contact route's kick if boot did not): the sales email, and the CRM
 * webhook when one is configured. Later calls return it as is.
 */
export function startLeadWorker(overrides: Partial<OutboxOptions> = {}): LeadOutbox {
  if (!holder.__leadWorker) {
    const { SMTP_URL, LEADS_FROM, LEADS_TO, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, dataDir } = env();
    const mailer = overrides.mailer ?? createMailer({ smtpUrl: SMTP_URL, outboxDir: path.join(dataDir, "outbox") });
    const outbox = new LeadOutbox({ db: store, mailer, addresses: { from: LEADS_FROM, to: LEADS_TO }, ...overrides });
    // env() refuses a URL without a secret, so a configured webhook is always signed.
    const webhook =
      LEADS_WEBHOOK_URL && LEADS_WEBHOOK_SECRET
        ? new Outbox(webhookChannel({ url: LEADS_WEBHOOK_URL, secret: LEADS_WEBHOOK_SECRET }), { db: store, ...overrides })
        : undefined;
    holder.__leadWorker = { outbox: outbox.start(), webhook: webhook?.start(), mailer };
    log.info("lead outbox started", { delivery: mailer.kind, webhook: Boolean(webhook) });
  }
  return holder.__leadWorker.outbox;
}

/**
 * Called right after a lead is stored so it goes out now, not at the next poll.
 * Never throws: the lead is already safe in the store, and the visitor must
 * hear so even if the worker cannot start (it is logged; any poll picks it up).
 */
export function kickLeadWorker(): void {
  try {
    startLeadWorker().kick();
    holder.__leadWorker?.webhook?.kick();
  } catch (error) {
    log.error("lead outbox could not start", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** For tests and orderly shutdown: the next start builds a fresh worker from the environment. */
export async function stopLeadWorker(): Promise<void> {
  const worker = holder.__leadWorker;
  holder.__leadWorker = undefined;
  await Promise.all([worker?.outbox.stop(), worker?.webhook?.stop()]);
  worker?.mailer.close();
}
