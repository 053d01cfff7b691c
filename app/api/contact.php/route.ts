import { BODY_LIMITS, contactRequest } from "@/lib/shared/api/contract";
import { submitContact } from "@/lib/server/turn/contact";
import { claimedConversation, conversationCookie } from "@/lib/server/http/conversation-cookie";
import { guardRate } from "@/lib/server/http/rate-limit";
import { readJsonBody } from "@/lib/server/http/request-body";
import { fail, ok } from "@/lib/server/http/responses";
import { guardSameOrigin } from "@/lib/server/http/same-origin";

// The store drivers and nodemailer need Node.js.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Stores the visitor's contact details and conversation; the email goes out from the outbox. */
export async function POST(request: Request): Promise<Response> {
  try {
    guardSameOrigin(request, "contact");
    // Each lead becomes an email to the sales team: a script must not be able to flood it.
    await guardRate(request, "contact");
    const contact = await readJsonBody(request, contactRequest, BODY_LIMITS.contact, "contact");
    const { conversationId } = await submitContact(contact, claimedConversation(request));
    return ok({ message: "Contact information received" }, { headers: { "set-cookie": conversationCookie(request, conversationId) } });
  } catch (error) {
    return fail(error, "contact");
  }
}
