import "server-only";
/**
 * A bare number that picks an offered viewing slot, in any of the languages:
 * the words around it come from each language's viewing words (lib/server/language).
 */
import { LANGUAGES } from "@/lib/server/language";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";

const CHOICE_WORDS = LOCALE_CODES.map((code) => LANGUAGES[code].viewing.words.choiceWords).join("|");
const POLITE_WORDS = LOCALE_CODES.map((code) => LANGUAGES[code].viewing.words.politeWords).join("|");

/** "2", "option 2 please", "#2", "选项2", "رقم 2": a bare number naming an offered slot (never "2pm"). */
export const CHOICE_NUMBER = new RegExp(
  `^\\s*(?:(?:${CHOICE_WORDS})\\s*)?(\\d)\\s*(?:个|個)?[\\s.,)!。！]*(?:(?:${POLITE_WORDS})[\\s.!。！]*)?$`,
  "iu",
);
