import type { MetadataRoute } from "next";
import { site } from "@/lib/config/site";

// Rendered per request: the site's address (NEXT_PUBLIC_SITE_URL) is read when the server runs, as the
// page's metadata does, not frozen at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: "/api/" }],
    sitemap: new URL("/sitemap.xml", site.url).toString(),
  };
}
