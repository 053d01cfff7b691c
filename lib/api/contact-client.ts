import type { ContactRequest, ContactResponse } from "./contract";
import { post } from "./client";

export type ContactOutcome = { sent: true } | { sent: false; error: string };

/** Never throws: a failed lead call is logged by the caller, not shown as an error. */
export async function sendContact(request: ContactRequest): Promise<ContactOutcome> {
  try {
    const result = await post<ContactResponse>("contact", request);
    if (result.kind === "ok") return { sent: true };
    if (result.kind === "failed") return { sent: false, error: result.error || "Failed to send contact info" };
    return { sent: false, error: "Failed to send contact information" };
  } catch {
    return { sent: false, error: "Failed to send contact information" };
  }
}
