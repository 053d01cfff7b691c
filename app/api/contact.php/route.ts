import { BODY_LIMITS, contactRequest } from "@/lib/api/contract";
import { submitLead } from "@/lib/leads/submit";
import { CONVERSATION_COOKIE } from "@/lib/server/conversation-cookie";
import { readCookie } from "@/lib/server/cookies";
import { guardRate } from "@/lib/server/rate-limit";
import { readJsonBody } from "@/lib/server/request-body";
import { fail, ok } from "@/lib/server/responses";

// The store drivers and nodemailer need Node.js.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Stores the visitor's contact details and conversation; the email goes out from the outbox. */
export async function POST(request: Request): Promise<Response> {
  try {
    // Each lead becomes an email to the sales team: a script must not be able to flood it.
    await guardRate(request, "contact");
    const contact = await readJsonBody(request, contactRequest, BODY_LIMITS.contact, "contact");
    await submitLead(contact, { conversationId: readCookie(request, CONVERSATION_COOKIE) });
    return ok({ message: "Contact information received" });
  } catch (error) {
    return fail(error, "contact");
  }
}
