import type { ContactRequest, ContactRequestBody, ContactResponse } from "@/lib/shared/api/contract";
import { apiLanguageCode } from "@/lib/shared/i18n/locales";
import { post, type CallResult } from "./client";
import { contactRetryDelay } from "./contact-retry";

export type ContactOutcome = { sent: true } | { sent: false; error: string };

export interface ContactDelivery {
  /** The first try: the chat call waits for it, so a new conversation cookie is set before chatting. */
  first: Promise<ContactOutcome>;
  /** After any retries (with backoff, and Retry-After on a 429). */
  settled: Promise<ContactOutcome>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A try that has not answered by then is given up: the chat waits on the first one.
const ATTEMPT_TIMEOUT_MS = 8_000;

/**
 * Never rejects: a failed lead call is logged by the caller, not shown as an
 * error. Retries wait for `notBefore` too (the chat call's answer), so they
 * carry the conversation cookie the chat route set, and land on its lead.
 */
export function sendContact(
  request: ContactRequest,
  notBefore: Promise<unknown> = Promise.resolve(),
  wait: (ms: number) => Promise<unknown> = sleep,
): ContactDelivery {
  let reportFirst!: (outcome: ContactOutcome) => void;
  const first = new Promise<ContactOutcome>((resolve) => (reportFirst = resolve));
  const settled = (async () => {
    for (let attempt = 1; ; attempt++) {
      const result = await tryOnce(request);
      const outcome = toOutcome(result);
      if (attempt === 1) reportFirst(outcome);
      const delay = contactRetryDelay(attempt, result);
      if (delay === null) return outcome;
      await Promise.all([wait(delay), notBefore.catch(() => {})]);
    }
  })();
  return { first, settled };
}

async function tryOnce(request: ContactRequest): Promise<CallResult<ContactResponse>> {
  try {
    const body: ContactRequestBody = { ...request, language: apiLanguageCode(request.language) };
    return await post<ContactResponse>("contact", body, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
  } catch {
    return { kind: "network" };
  }
}

function toOutcome(result: CallResult<ContactResponse>): ContactOutcome {
  if (result.kind === "ok") return { sent: true };
  if (result.kind === "failed") return { sent: false, error: result.error || "Failed to send contact info" };
  return { sent: false, error: "Failed to send contact information" };
}
