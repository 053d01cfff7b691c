import "server-only";
import { site } from "@/lib/shared/config/site";
import { LOCALES, localePath, type LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * A page's canonical URL in one language and its hreflang cluster: every
 * language's absolute URL, and English (at the root) as `x-default`.
 */
export function languageAlternates(pathname: string, code: LocaleCode): { canonical: string; languages: Record<string, string> } {
  const url = (c: LocaleCode) => new URL(localePath(c, pathname), site.url).toString();
  const languages = Object.fromEntries(LOCALES.map((l) => [l.code, url(l.code)]));
  return { canonical: url(code), languages: { ...languages, "x-default": url("en") } };
}
