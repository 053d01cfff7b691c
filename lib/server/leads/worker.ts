import "server-only";
import path from "node:path";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import { store } from "@/lib/server/store";
import { createMailer, type Mailer } from "./mailer";
import { LeadOutbox, type OutboxOptions } from "./outbox";

interface Worker {
  outbox: LeadOutbox;
  mailer: Mailer;
}

// On globalThis because instrumentation.ts and each route handler are separate
// bundles: they must find the same worker, not start one each.
const holder = globalThis as typeof globalThis & { __leadWorker?: Worker };

/**
 * The process's one outbox worker, started on first call (instrumentation.ts at
 * boot; the contact route's kick if boot did not): one outbox for the sales
 * email and, when one is configured, the CRM webhook. Later calls return it as is.
 */
export function startLeadWorker(overrides: Partial<OutboxOptions> = {}): LeadOutbox {
  if (!holder.__leadWorker) {
    const { SMTP_URL, LEADS_FROM, LEADS_TO, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, dataDir } = env();
    const mailer = overrides.mailer ?? createMailer({ smtpUrl: SMTP_URL, outboxDir: path.join(dataDir, "outbox") });
    // env() refuses a URL without a secret, so a configured webhook is always signed.
    const webhook = LEADS_WEBHOOK_URL && LEADS_WEBHOOK_SECRET ? { url: LEADS_WEBHOOK_URL, secret: LEADS_WEBHOOK_SECRET } : undefined;
    const outbox = new LeadOutbox({ db: store, mailer, addresses: { from: LEADS_FROM, to: LEADS_TO }, webhook, ...overrides });
    holder.__leadWorker = { outbox: outbox.start(), mailer };
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
  } catch (error) {
    log.error("lead outbox could not start", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** For tests and orderly shutdown: the next start builds a fresh worker from the environment. */
export async function stopLeadWorker(): Promise<void> {
  const worker = holder.__leadWorker;
  holder.__leadWorker = undefined;
  await worker?.outbox.stop();
  worker?.mailer.close();
}
