import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import "./globals.css";
import { NotFoundView, englishNotFoundMetadata } from "@/components/site/not-found-view";
import { fontVariables } from "@/lib/server/ui/fonts";

export const generateMetadata = (): Promise<Metadata> => englishNotFoundMetadata();

/** A path outside every language (under /api or /slides, say): the English 404 page, with its own document. */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: "en", namespace: "notFound" });
  return (
    <html lang="en" dir="ltr" className={fontVariables}>
      <body>
        <NotFoundView title={t("title")} message={t("message")} home={t("home")} />
      </body>
    </html>
  );
}
