import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import type { LanguageCases } from "./types";

/** The first set: each language pack's own questions. */
export const OLD_CASES = Object.fromEntries(LOCALE_CODES.map((code) => [code, LANGUAGES[code].consultantEval])) as Record<
  LocaleCode,
  LanguageCases
>;
