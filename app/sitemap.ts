import type { MetadataRoute } from "next";
import { site } from "@/lib/config/site";
import { LOCALES } from "@/lib/i18n/locales";

// Rendered per request: the site's address (NEXT_PUBLIC_SITE_URL) is read when the server runs, as the
// page's metadata does, not frozen at build time.
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LOCALES.map((l) => [l.tag, new URL(`/?lang=${l.code}`, site.url).toString()]));
  return [
    { url: new URL("/", site.url).toString(), changeFrequency: "weekly", priority: 1, alternates: { languages } },
    { url: new URL("/privacy", site.url).toString(), changeFrequency: "yearly", priority: 0.3 },
  ];
}
