import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./locales";

/**
 * One URL per language, derived from locales.ts: English at `/`, the others
 * under their real tag (`/ms`, `/ar`…). The language comes from the path only:
 * no Accept-Language guess (the spec defaults to English) and no cookie of
 * next-intl's own; proxy.ts sends a returning visitor from `/` to their choice.
 */
export const routing = defineRouting({
  locales: LOCALE_CODES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  // The head's hreflang cluster comes from the page metadata, with absolute URLs.
  alternateLinks: false,
});
