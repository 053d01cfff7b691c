import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import "../globals.css";
import { englishNotFoundMetadata } from "@/components/site/not-found-view";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/shared/config/site";
import { clientMessages } from "@/lib/server/i18n/client-messages";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import { routing } from "@/lib/shared/i18n/routing";
import { languageAlternates } from "@/lib/server/seo/alternates";
import { fontVariables } from "@/lib/server/ui/fonts";
import { publicSvgDataUri } from "@/lib/server/ui/svg-data-uri";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Pick<LayoutProps<"/[locale]">, "params">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    // A path outside every language (`/slides/x.jpg.html`) arrives here as a "locale", and the layout's
    // notFound() then draws the English 404 page without that page's own metadata: its title comes from here.
    return englishNotFoundMetadata();
  }
  const t = await getTranslations({ locale, namespace: "meta" });
  const code = resolveLocale(locale);
  const { canonical, languages } = languageAlternates("/", code);
  return {
    metadataBase: new URL(site.url),
    title: t("title"),
    description: t("description"),
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      url: canonical,
      title: t("title"),
      description: t("description"),
      locale: code,
      images: [{ url: "/og.jpg", width: 1200, height: 630, alt: t("ogAlt") }],
    },
    twitter: { card: "summary_large_image", images: ["/og.jpg"] },
    // Inside the page: a browser asks for the icon early, and a request of its own would open a
    // connection beside the hero picture's.
    icons: { icon: publicSvgDataUri("/icon.svg") },
  };
}

export const viewport: Viewport = {
  themeColor: "#0b1f33",
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const info = localeInfo(resolveLocale(locale));
  const messages = await getMessages();
  return (
    // The home page's intro script marks <html> before hydration (lib/shared/ui/intro.ts).
    <html lang={info.code} dir={info.dir} data-locale={info.code} className={fontVariables} suppressHydrationWarning>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
