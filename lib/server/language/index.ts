import "server-only";
/**
 * Every language the server speaks and reads, one folder each. Adding a
 * language: its folder here, its line below, its messages/<tag>.json and its
 * line in lib/shared/i18n/locales.ts.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { ms } from "./ms";
import { ru } from "./ru";
import type { LanguagePack } from "./types";
import { zh } from "./zh";

export const LANGUAGES: Record<LocaleCode, LanguagePack> = { en, ms, zh, hi, ru, es, fr, de, ar };

export function languageOf(locale: LocaleCode): LanguagePack {
  return LANGUAGES[locale];
}
