import type { MetadataRoute } from "next";
import { site } from "@/lib/config/site";
import { LOCALES } from "@/lib/i18n/locales";

export default function sitemap(): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LOCALES.map((l) => [l.tag, new URL(`/?lang=${l.code}`, site.url).toString()]));
  return [
    { url: new URL("/", site.url).toString(), changeFrequency: "weekly", priority: 1, alternates: { languages } },
    { url: new URL("/privacy", site.url).toString(), changeFrequency: "yearly", priority: 0.3 },
  ];
}
