import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/shared/config/site";
import { NotFoundLogger } from "./not-found-logger";
import styles from "./not-found.module.css";

/** The document's title for the 404 page in any language: "404 · Oops! Page not found · Aurelia Residences Kuantan". */
export function notFoundTitle(code: string, message: string): string {
  return `${code} · ${message} · ${site.name}`;
}

/** The metadata of the English 404 page, which a path outside every language gets. */
export async function englishNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "en", namespace: "notFound" });
  return { title: notFoundTitle(t("title"), t("message")) };
}

/** Spec §2: "404", "Oops! Page not found" and "Return to Home" pointing to `/`, in the page's language. */
export function NotFoundView({ title, message, home }: { title: string; message: string; home: string }) {
  return (
    <main className={styles.page}>
      <NotFoundLogger />
      <h1 className={styles.code}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {/* A plain link: a page load is no cost here, and next/link would add its code to every page's first load. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={styles.home}>
        {home}
      </a>
    </main>
  );
}
