import { BODY_LIMITS, contactRequest } from "@/lib/shared/api/contract";
import { submitContact } from "@/lib/server/turn/contact";
import { ok } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";

/**
 * Stores the visitor's contact details and conversation; the email goes out from the outbox.
 * Each lead becomes an email to the sales team, so a script must not be able to flood it: rate-limited.
 */
export const POST = route(
  { name: "contact", rateLimit: true, body: { schema: contactRequest, limit: BODY_LIMITS.contact } },
  async ({ body, conversationId, setConversation }) => {
    setConversation((await submitContact(body, conversationId)).conversationId);
    return ok({ message: "Contact information received" });
  },
);
