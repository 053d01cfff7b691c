import type { MetadataRoute } from "next";
import { LOCALES } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/seo/alternates";

// Rendered per request: the site's address (NEXT_PUBLIC_SITE_URL) is read when the server runs, as the
// page's metadata does, not frozen at build time.
export const dynamic = "force-dynamic";

/** Every page in every language, each listing its alternates (the hreflang cluster of its head). */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [
    { path: "/", changeFrequency: "weekly" as const, priority: 1 },
    { path: "/privacy", changeFrequency: "yearly" as const, priority: 0.3 },
  ];
  return pages.flatMap(({ path, changeFrequency, priority }) =>
    LOCALES.map((l) => {
      const { canonical, languages } = languageAlternates(path, l.code);
      return { url: canonical, changeFrequency, priority, alternates: { languages } };
    }),
  );
}
