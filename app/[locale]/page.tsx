import { cookies, headers } from "next/headers";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { ChatSection } from "@/components/chat/chat-section";
import { Footer } from "@/components/footer/footer";
import { Header } from "@/components/header/header";
import { HeroCarousel } from "@/components/hero/hero-carousel";
import { SiteShell } from "@/components/site/site-shell";
import { UnitsSection } from "@/components/units/units-section";
import { site } from "@/lib/config/site";
import { pickWelcome } from "@/lib/chat/welcome";
import { residenceJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { SPLASH_SEEN_COOKIE, shouldShowSplash } from "@/lib/ui/splash-cookie";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Home({ params: route, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
  const { locale } = await route;
  setRequestLocale(locale);
  const params = await searchParams;
  const showSplash = shouldShowSplash({
    introParam: params.intro,
    mode: site.splash,
    seenThisSession: (await cookies()).has(SPLASH_SEEN_COOKIE),
  });
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const messages = await getMessages();
  const welcome = pickWelcome(messages.welcome as Record<string, string>);
  const t = await getTranslations("site");
  const tm = await getTranslations("meta");
  const jsonLd = residenceJsonLd({
    name: t("projectTitle"),
    description: tm("description"),
    tag: locale,
    unitLabel: (type) => t(type as "typeA"),
  });

  return (
    <SiteShell showSplash={showSplash}>
      <Header />
      <main>
        <HeroCarousel />
        <ChatSection welcome={welcome} />
        <UnitsSection />
      </main>
      <Footer />
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </SiteShell>
  );
}
