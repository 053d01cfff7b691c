import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * Place names as a language writes them in running text (messages/GLOSSARY.md):
 * a Chinese, Hindi, Russian or Arabic reader expects 关丹, कुआंतान, Куантан,
 * كوانتان. Postal addresses keep the Latin form, which the post and map apps
 * read. A place not listed keeps its Latin name.
 */
const NAMES: Readonly<Record<string, Partial<Record<LocaleCode, string>>>> = {
  Kuantan: { zh: "关丹", hi: "कुआंतान", ru: "Куантан", ar: "كوانتان" },
  Pahang: { zh: "彭亨", hi: "पहांग", ru: "Паханг", ar: "باهانغ" },
};

export function placeName(language: LocaleCode, latin: string): string {
  return NAMES[latin]?.[language] ?? latin;
}

/** Russian declines a town after "в" (в Куантане); one without a listed form is "в городе …", which needs none. */
const RU_LOCATIVE: Readonly<Record<string, string>> = { Kuantan: "Куантане" };

export function inTownRu(latin: string): string {
  const declined = RU_LOCATIVE[latin];
  return declined ? `в ${declined}` : `в городе ${placeName("ru", latin)}`;
}
