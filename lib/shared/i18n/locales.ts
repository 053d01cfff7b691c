/**
 * The one source of truth for interface languages. Everything else (next-intl,
 * the dropdown, <html lang dir>, speech recognition, number formatting) derives
 * from this table.
 */
export type Direction = "ltr" | "rtl";

export interface LocaleInfo {
  /**
   * The language's BCP 47 tag: its URL segment, `<html lang>`, Intl formatting, speech synthesis,
   * `messages/<code>.json`, the server's language packs and what the store keeps.
   */
  code: LocaleCode;
  /** The code the spec's API calls it by (`my` for Bahasa Malaysia): the JSON of the four calls only. */
  apiCode: ApiLanguageCode;
  /** Native name, as shown in the dropdown. */
  name: string;
  /**
   * The flag shown beside the name, as an ISO 3166-1 country code: drawn as an SVG
   * from country-flag-icons (components/header/flag.tsx), since emoji flags show as
   * two letters or an empty box where the system has no emoji font (Windows).
   */
  flag: FlagCountry;
  dir: Direction;
  /** Tag given to the browser's speech recogniser. */
  speechLang: string;
  /**
   * Whether areas show square metres beside the square feet the Malaysian market quotes: European
   * and mainland Chinese buyers, and most Arab ones, think in m² (lib/shared/config/area.ts).
   */
  squareMetres: boolean;
}

/** The countries whose flags stand for the nine languages. */
export const FLAG_COUNTRIES = ["GB", "MY", "CN", "IN", "RU", "ES", "FR", "DE", "SA"] as const;
export type FlagCountry = (typeof FLAG_COUNTRIES)[number];

export const LOCALE_CODES = ["en", "ms", "zh", "hi", "ru", "es", "fr", "de", "ar"] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** The spec's API codes, in the same order: Bahasa Malaysia is `my` there, and only there. */
export const API_LANGUAGE_CODES = ["en", "my", "zh", "hi", "ru", "es", "fr", "de", "ar"] as const;
export type ApiLanguageCode = (typeof API_LANGUAGE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = "en";

// Recognisers do not know tags such as fr-US, so each language uses its main region.
export const LOCALES: readonly LocaleInfo[] = [
  { code: "en", apiCode: "en", name: "English", flag: "GB", dir: "ltr", speechLang: "en-US", squareMetres: false },
  { code: "ms", apiCode: "my", name: "Bahasa Malaysia", flag: "MY", dir: "ltr", speechLang: "ms-MY", squareMetres: false },
  { code: "zh", apiCode: "zh", name: "中文", flag: "CN", dir: "ltr", speechLang: "zh-CN", squareMetres: true },
  { code: "hi", apiCode: "hi", name: "हिन्दी", flag: "IN", dir: "ltr", speechLang: "hi-IN", squareMetres: false },
  { code: "ru", apiCode: "ru", name: "Русский", flag: "RU", dir: "ltr", speechLang: "ru-RU", squareMetres: true },
  { code: "es", apiCode: "es", name: "Español", flag: "ES", dir: "ltr", speechLang: "es-ES", squareMetres: true },
  { code: "fr", apiCode: "fr", name: "Français", flag: "FR", dir: "ltr", speechLang: "fr-FR", squareMetres: true },
  { code: "de", apiCode: "de", name: "Deutsch", flag: "DE", dir: "ltr", speechLang: "de-DE", squareMetres: true },
  { code: "ar", apiCode: "ar", name: "العربية", flag: "SA", dir: "rtl", speechLang: "ar-SA", squareMetres: true },
];

/** Cookie holding the visitor's chosen language (its tag; an older cookie may hold `my`); `/` sends a returning visitor there. */
export const LOCALE_COOKIE = "lang";

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

/** An unknown or missing language falls back to English. */
export function resolveLocale(value: unknown): LocaleCode {
  return isLocaleCode(value) ? value : DEFAULT_LOCALE;
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

/** A language named by its tag (`ms`) or its API code (`my`), as API calls, old links and cookies may; null if neither. */
export function parseLocale(value: string | null | undefined): LocaleCode | null {
  if (!value) return null;
  return isLocaleCode(value) ? value : (LOCALES.find((l) => l.apiCode === value)?.code ?? null);
}

/** The code the API's JSON carries for a language (`ms` goes out as `my`). */
export function apiLanguageCode(code: LocaleCode): ApiLanguageCode {
  return localeInfo(code).apiCode;
}

/** The language an API code names (`my` is `ms`). */
export function localeFromApiCode(code: ApiLanguageCode): LocaleCode {
  return LOCALES.find((l) => l.apiCode === code)?.code ?? DEFAULT_LOCALE;
}

/** The path of a page in a language: English at the root, the others under their tag (`/ms/privacy`). */
export function localePath(code: LocaleCode, pathname: string = "/"): string {
  const page = pathname === "/" ? "" : pathname;
  return code === DEFAULT_LOCALE ? page || "/" : `/${code}${page}`;
}

/** The page a path shows, without its language segment: `/ar/privacy` → `/privacy`. */
export function pagePath(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  return isLocaleCode(first) ? `/${rest.join("/")}` : pathname;
}
