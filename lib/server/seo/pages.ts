import "server-only";
/** The site's pages, each built ahead of time in every language. */
export const SITE_PAGES = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
] as const;
