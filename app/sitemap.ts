import type { MetadataRoute } from "next";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { languageAlternates } from "@/lib/server/seo/alternates";
import { SITE_PAGES } from "@/lib/server/seo/pages";

// Built with the pages, from the same site address (NEXT_PUBLIC_SITE_URL, read at build time).
export const dynamic = "force-static";

/** Every page in every language, each listing its alternates (the hreflang cluster of its head). */
export default function sitemap(): MetadataRoute.Sitemap {
  return SITE_PAGES.flatMap(({ path, changeFrequency, priority }) =>
    LOCALES.map((l) => {
      const { canonical, languages } = languageAlternates(path, l.code);
      return { url: canonical, changeFrequency, priority, alternates: { languages } };
    }),
  );
}
