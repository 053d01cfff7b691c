import "server-only";
import { createHmac } from "node:crypto";
import type { ClaimedDelivery } from "./delivery-store";
import type { Sender } from "./outbox";
import { leadWebhookPayload } from "./webhook-payload";

export const SIGNATURE_HEADER = "X-Signature-256";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export interface WebhookTarget {
  url: string;
  secret: string;
  /** Upper bound for one POST; the outbox renews its lease meanwhile. */
  timeoutMs?: number;
}

/** GitHub's convention, so receivers can reuse their verification code: "sha256=" + hex HMAC-SHA256 of the raw body. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** The same for every retry of one version of a lead, new when the lead changes: a receiver drops repeats by it. */
export function idempotencyKey(delivery: Pick<ClaimedDelivery, "id" | "version">): string {
  return `lead-${delivery.id}-${delivery.version}`;
}

/**
 * The CRM webhook's sender: each lead, and each later version of it, is
 * POSTed once its delivery is due (a lead held for the consultant's reply
 * waits as its email does). Any answer but 2xx is a failure, retried with the
 * email's backoff and dead-lettered after the same window.
 */
export function webhookSender(target: WebhookTarget): Sender {
  const timeoutMs = target.timeoutMs ?? 10_000;
  return {
    target: "webhook",
    label: "lead webhook",
    async deliver(delivery) {
      const body = JSON.stringify(leadWebhookPayload(delivery.lead));
      const response = await fetch(target.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "AureliaResidences-Leads/1",
          [SIGNATURE_HEADER]: signBody(body, target.secret),
          [IDEMPOTENCY_HEADER]: idempotencyKey(delivery),
        },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The receiver's body is not ours to keep; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
    describe: (delivery) => ({ lead: delivery.id, idempotencyKey: idempotencyKey(delivery) }),
  };
}
