import "server-only";
import { normaliseDigits } from "@/lib/shared/chat/digits";

/**
 * Folds what visitors type into one comparable form: full-width to ASCII,
 * lower case, one apostrophe, Latin accents, Russian ё/й marks and Arabic vowel and hamza
 * marks dropped (they are typed inconsistently), and digits of every script as ASCII digits ("٣ غرف" is
 * "3 غرف" to every word list). Devanagari signs are kept: they change the word.
 */
const DROPPED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

export function normaliseText(text: string): string {
  return normaliseDigits(text)
    .normalize("NFKD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}
