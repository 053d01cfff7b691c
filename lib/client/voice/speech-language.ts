import { localeInfo, resolveLocale } from "@/lib/shared/i18n/locales";

/**
 * The recogniser's language for an interface language. zh → zh-CN and
 * my → ms-MY as the product always did; the others use their main region
 * (the old "code + -US" rule produced tags such as fr-US that recognisers reject).
 */
export function speechLanguage(code: string): string {
  return localeInfo(resolveLocale(code)).speechLang;
}
