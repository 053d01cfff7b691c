import "server-only";
/** The one folded form the qualification reader matches in, across the nine languages' scripts. */
import { normaliseDigits } from "@/lib/shared/chat/digits";
import { normaliseText } from "./normalise";

/**
 * normaliseText (lower case, accents and Arabic marks dropped) plus what
 * visitors type inconsistently here: script digits, the Devanagari nukta and
 * candrabindu, Arabic ى/ة/tatweel and joiners (normaliseText already writes traditional Chinese as simplified).
 */
export function fold(text: string): string {
  return normaliseText(normaliseDigits(text).replace(/٫/g, ".").replace(/٬/g, ","))
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/ى/g, "ي")
    .replace(/ی/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ة/g, "ه")
    .replace(/[\u0640\u200b-\u200d]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
