import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChatSection } from "@/components/chat/chat-section";
import { Footer } from "@/components/footer/footer";
import { Header } from "@/components/header/header";
import { HeroCarousel } from "@/components/hero/hero-carousel";
import { ParticularsPanel } from "@/components/particulars/particulars-panel";
import { SiteShell } from "@/components/site/site-shell";
import { UnitsSection } from "@/components/units/units-section";
import { site } from "@/lib/shared/config/site";
import { welcomeTexts } from "@/lib/shared/chat/welcome";
import { resolveLocale } from "@/lib/shared/i18n/locales";
import { messageTexts } from "@/lib/server/i18n/messages";
import { residenceJsonLd, serializeJsonLd } from "@/lib/server/seo/json-ld";
import { introScript } from "@/lib/shared/ui/intro";
import { PAINT_GATE_ATTRIBUTE, paintFirstScript } from "@/lib/shared/ui/paint-first";
import { firstActionScript } from "@/lib/shared/ui/first-action";

// Built once per language and served as built: anything read per request (cookies, the query) would
// make every visit render on the server. The splash decision is the pre-paint script's instead.
export const dynamic = "error";

export default async function Home({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const welcomes = welcomeTexts(await messageTexts(resolveLocale(locale), "welcome"));
  const t = await getTranslations("site");
  const tm = await getTranslations("meta");
  const jsonLd = residenceJsonLd({
    name: t("projectTitle"),
    description: tm("description"),
    tag: locale,
    unitLabel: (type) => t(type as "typeA"),
  });

  return (
    <>
      <script data-welcomes={welcomes.length} dangerouslySetInnerHTML={{ __html: introScript(site.splash) }} />
      <script {...{ [PAINT_GATE_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: paintFirstScript() }} />
      <script dangerouslySetInnerHTML={{ __html: firstActionScript() }} />
      <SiteShell>
        <Header />
        <main>
          <HeroCarousel />
          <ChatSection welcomes={welcomes} />
          <UnitsSection />
        </main>
        <ParticularsPanel />
        <Footer />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      </SiteShell>
    </>
  );
}
