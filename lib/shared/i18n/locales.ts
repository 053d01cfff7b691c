/**
 * The one source of truth for interface languages. Everything else (next-intl,
 * the dropdown, <html lang dir>, speech recognition, number formatting) derives
 * from this table.
 */
export type Direction = "ltr" | "rtl";

export interface LocaleInfo {
  /** The code used in the API, in links (`/?lang=`) and in `messages/<code>.json`. */
  code: LocaleCode;
  /** The BCP 47 tag for `<html lang>`, Intl formatting and speech synthesis. */
  tag: string;
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

export const LOCALE_CODES = ["en", "my", "zh", "hi", "ru", "es", "fr", "de", "ar"] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = "en";

// `my` is the product's historical code for Bahasa Malaysia; its real tag is `ms`.
// Recognisers do not know tags such as fr-US, so each language uses its main region.
export const LOCALES: readonly LocaleInfo[] = [
  { code: "en", tag: "en", name: "English", flag: "GB", dir: "ltr", speechLang: "en-US", squareMetres: false },
  { code: "my", tag: "ms", name: "Bahasa Malaysia", flag: "MY", dir: "ltr", speechLang: "ms-MY", squareMetres: false },
  { code: "zh", tag: "zh", name: "中文", flag: "CN", dir: "ltr", speechLang: "zh-CN", squareMetres: true },
  { code: "hi", tag: "hi", name: "हिन्दी", flag: "IN", dir: "ltr", speechLang: "hi-IN", squareMetres: false },
  { code: "ru", tag: "ru", name: "Русский", flag: "RU", dir: "ltr", speechLang: "ru-RU", squareMetres: true },
  { code: "es", tag: "es", name: "Español", flag: "ES", dir: "ltr", speechLang: "es-ES", squareMetres: true },
  { code: "fr", tag: "fr", name: "Français", flag: "FR", dir: "ltr", speechLang: "fr-FR", squareMetres: true },
  { code: "de", tag: "de", name: "Deutsch", flag: "DE", dir: "ltr", speechLang: "de-DE", squareMetres: true },
  { code: "ar", tag: "ar", name: "العربية", flag: "SA", dir: "rtl", speechLang: "ar-SA", squareMetres: true },
];

/** Cookie holding the visitor's chosen language (its code); `/` sends a returning visitor there. */
export const LOCALE_COOKIE = "lang";

/** Path segments of the languages: their real tags (`ms`, not `my`); English has none. */
export const LOCALE_TAGS = LOCALES.map((l) => l.tag);

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

/** next-intl runs on real tags; this maps `ms` back to the product's `my`. */
export function codeFromTag(tag: string): LocaleCode {
  return LOCALES.find((l) => l.tag === tag)?.code ?? resolveLocale(tag);
}

/** A language named by its code (`my`) or its tag (`ms`), as old links and cookies may; null if neither. */
export function parseLocale(value: string | null | undefined): LocaleCode | null {
  if (!value) return null;
  return isLocaleCode(value) ? value : (LOCALES.find((l) => l.tag === value)?.code ?? null);
}

/** The path of a page in a language: English at the root, the others under their tag (`/ms/privacy`). */
export function localePath(code: LocaleCode, pathname: string = "/"): string {
  const page = pathname === "/" ? "" : pathname;
  return code === DEFAULT_LOCALE ? page || "/" : `/${localeInfo(code).tag}${page}`;
}

/** The page a path shows, without its language segment: `/ar/privacy` → `/privacy`. */
export function pagePath(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  return LOCALE_TAGS.includes(first) ? `/${rest.join("/")}` : pathname;
}
