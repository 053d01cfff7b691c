import "server-only";
import { normaliseDigits } from "@/lib/shared/chat/contact-detection";
import type { Queryable } from "@/lib/server/store/db";
import { toNumber } from "@/lib/server/store/db";

// Loose on purpose: a false match only costs a clip its shared caching.
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/u;
// A number as a reply writes it back: "012-345 6789", "+60 12 345 6789", "(012) 3456789".
const WRITTEN_NUMBER = /\+?\(?\d(?:[\s().-]{0,2}\d){8,14}/gu;

/**
 * True when the words carry a phone number or an e-mail address. Not the
 * chat's own phone rule: it joins every digit of a message, which a reply
 * full of prices and sizes would always pass. A number here is one run of
 * digits, however the reply spaced or dashed it, in any script the chat reads.
 */
export function speaksContactDetails(text: string): boolean {
  if (EMAIL.test(text)) return true;
  return [...normaliseDigits(text).matchAll(WRITTEN_NUMBER)].some((m) => {
    // A Malaysian number with or without its +60: 9 (a landline) to 12 digits; longer runs are ids or times.
    const digits = m[0].replace(/\D/g, "").length;
    return digits >= 9 && digits <= 12;
  });
}

/**
 * Whether a stored clip must stay out of shared caches: it speaks contact
 * details, or the conversation that asked for it has a lead (its replies name
 * the visitor and repeat their number). Unknown clips count as personal.
 */
export async function isPersonalClip(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.query<{ personal: unknown; leads: unknown }>(
    `SELECT a.personal,
       (SELECT count(*) FROM leads l WHERE a.conversation_id IS NOT NULL AND l.conversation_id = a.conversation_id) AS leads
     FROM audio_cache a WHERE a.key = $1`,
    [key],
  );
  return !row || toNumber(row.personal) === 1 || toNumber(row.leads) > 0;
}
