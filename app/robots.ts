import type { MetadataRoute } from "next";
import { site } from "@/lib/shared/config/site";

// Built with the pages, from the same site address (NEXT_PUBLIC_SITE_URL, read at build time).
export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: "/api/" }],
    sitemap: new URL("/sitemap.xml", site.url).toString(),
  };
}
