import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import "@fontsource-variable/inter";
import "@fontsource-variable/playfair-display";
import "@fontsource-variable/noto-sans-arabic";
import "./globals.css";
import { site } from "@/lib/config/site";
import { LOCALES, codeFromTag, localeInfo } from "@/lib/i18n/locales";
import { Toaster } from "@/components/ui/toaster";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  const code = codeFromTag(await getLocale());
  const languages = Object.fromEntries(LOCALES.map((l) => [l.tag, `/?lang=${l.code}`]));
  return {
    metadataBase: new URL(site.url),
    title: t("title"),
    description: t("description"),
    alternates: { canonical: `/?lang=${code}`, languages: { ...languages, "x-default": "/" } },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: t("title"),
      description: t("description"),
      locale: localeInfo(code).tag,
      images: [{ url: "/og.jpg", width: 1200, height: 630, alt: t("ogAlt") }],
    },
    twitter: { card: "summary_large_image", images: ["/og.jpg"] },
    icons: { icon: "/icon.svg" },
  };
}

export const viewport: Viewport = {
  themeColor: "#0b1f33",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const tag = await getLocale();
  const info = localeInfo(codeFromTag(tag));
  const messages = await getMessages();
  return (
    <html lang={info.tag} dir={info.dir} data-locale={info.code}>
      <body>
        <NextIntlClientProvider messages={messages}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
