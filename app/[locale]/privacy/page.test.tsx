import { renderToStaticMarkup } from "react-dom/server";
import { resetEnv } from "@/lib/server/config/env";
import { SAMPLE } from "@/lib/server/privacy/config";
import { SECTION_IDS } from "@/lib/server/privacy/notices";
import { PRIVACY_NOTICE_VERSION as V } from "@/lib/server/privacy/version";

// The page only tells next-intl its language; rendering it needs no request.
jest.mock("next-intl/server", () => ({ setRequestLocale: () => {} }));
// The language menu needs the browser's router; e2e/site/languages.spec.ts drives it on this page.
jest.mock("@/components/header/language-select", () => ({ LanguageSelect: () => null }));

import PrivacyPage, { generateMetadata } from "./page";

const params = (tag: string) => Promise.resolve({ locale: tag });

async function render(tag: string): Promise<string> {
  return renderToStaticMarkup(await PrivacyPage({ params: params(tag) }));
}

describe("/privacy", () => {
  afterEach(() => {
    delete process.env.LEADS_RETENTION_DAYS;
    delete process.env.CONVERSATION_RETENTION_DAYS;
    resetEnv();
  });

  it("shows the English notice with its version", async () => {
    const html = await render("en");
    expect(html).toMatch(/<main class="privacy[^"]*" lang="en" dir="ltr"><h1>Privacy notice<\/h1>/);
    expect(html).toContain(`English version, ${V}`);
    expect(html).toContain(SAMPLE.PRIVACY_CONTACT_EMAIL);
    expect(html).toContain('<a href="/">Back to the home page</a>');
  });

  it("shows Bahasa Malaysia for the ms tag", async () => {
    const html = await render("ms");
    expect(html).toContain('lang="ms"');
    expect(html).toContain("<h1>Notis privasi</h1>");
    expect(html).toContain(`Versi Bahasa Malaysia, ${V}`);
  });

  it("is right-to-left in Arabic", async () => {
    const html = await render("ar");
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("النسخة العربية");
  });

  it("isolates the e-mail, the postal address and the phone left to right in Arabic, and only there", async () => {
    const ar = await render("ar");
    expect(ar).toContain(`<bdi dir="ltr">${SAMPLE.PRIVACY_CONTACT_EMAIL}</bdi>`);
    expect(ar).toContain('<bdi dir="ltr">+60 13-288 4650</bdi>');
    expect(ar).toMatch(/<bdi dir="ltr">Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia<\/bdi>/);
    // The Malay and English notices folded below it are left to right already.
    const statutory = ar.slice(ar.indexOf("<details"));
    expect(statutory).toContain("+60 13-288 4650");
    expect(statutory).not.toContain("<bdi");
    for (const tag of ["en", "ms", "de"]) expect(await render(tag)).not.toContain("<bdi");
  });

  it("falls back to English for an unknown locale", async () => {
    const html = await render("xx");
    expect(html).toContain('lang="en"');
    expect(html).toContain("English version");
  });

  it("states the configured retention periods, from the same settings the sweep deletes by", async () => {
    const defaults = await render("en");
    expect(defaults).toContain("for 365 days after you last contacted us");
    expect(defaults).toContain("30 days after its last message");

    process.env.LEADS_RETENTION_DAYS = "180";
    process.env.CONVERSATION_RETENTION_DAYS = "14";
    resetEnv();
    const configured = await render("en");
    expect(configured).toContain("for 180 days after you last contacted us");
    expect(configured).toContain("14 days after its last message");
    expect(await render("de")).toContain("14 Tage nach seiner letzten Nachricht");
    expect(await render("zh")).toContain("14 天后删除");
  });

  it("has a title, a canonical URL in its language and the hreflang cluster", async () => {
    const metadata = await generateMetadata({ params: params("de") });
    expect(metadata.title).toBe("Datenschutzhinweis · Aurelia Residences Kuantan");
    expect(metadata.alternates?.canonical).toBe("http://localhost:3000/de/privacy");
    expect(metadata.alternates?.languages).toMatchObject({
      ms: "http://localhost:3000/ms/privacy",
      en: "http://localhost:3000/privacy",
      "x-default": "http://localhost:3000/privacy",
    });
  });

  it("carries the Malay and English texts too, as PDPA requires, folded below the visitor's language", async () => {
    const arabic = await render("ar");
    expect(arabic).toMatch(
      new RegExp(
        `<details class="privacy-statutory[^"]*" lang="ms" dir="ltr"><summary>Notis privasi · Versi Bahasa Malaysia, ${V}</summary>`,
      ),
    );
    expect(arabic).toMatch(
      new RegExp(`<details class="privacy-statutory[^"]*" lang="en" dir="ltr"><summary>Privacy notice · English version, ${V}</summary>`),
    );
    expect(arabic.indexOf("النسخة العربية")).toBeLessThan(arabic.indexOf("Notis privasi"));
    // Each text only once: the Malay page adds English, the English page adds Malay.
    expect((await render("ms")).match(/<details/g)).toHaveLength(1);
    expect(await render("en")).toContain('lang="ms"');
    expect(await render("en")).not.toContain('<details class="privacy-statutory" lang="en"');
  });

  it("links home in its own language", async () => {
    expect(await render("ar")).toContain('<a href="/ar">');
    expect(await render("en")).toContain('<a href="/">');
  });

  it.each(["en", "ms", "ar"])("shows every section as a region named by its heading, in order (%s)", async (tag) => {
    const html = await render(tag);
    const main = html.slice(html.indexOf("<main"), html.indexOf("<details") > 0 ? html.indexOf("<details") : undefined);
    const ids = [...main.matchAll(/<section class="privacy-section" aria-labelledby="privacy-([a-z]+)"><h2 id="privacy-\1">/g)].map(
      (m) => m[1],
    );
    expect(ids).toEqual([...SECTION_IDS]);
  });

  it("renders the notice's Markdown as paragraphs and lists, with no marks or placeholders left", async () => {
    const html = await render("en");
    expect(html).toContain(
      '<h2 id="privacy-voice">Voice input and spoken replies</h2><p>How your voice is handled depends on your browser:</p><ul><li>In a browser with built-in speech recognition',
    );
    expect(html).not.toMatch(/[{}]|\*\*|^#|<p>- /m);
  });

  it("says visibly that the notice is a sample while its settings are, and not once they are set", async () => {
    expect(await render("en")).toMatch(/<p class="privacy-sample[^"]*" role="note">Sample notice: /);
    expect(await render("ar")).toContain('class="privacy-sample');
    const settings = {
      PRIVACY_CONTROLLER_NAME: "Aurelia Development Sdn. Bhd.",
      PRIVACY_CONTROLLER_ADDRESS: "Level 8, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia",
      PRIVACY_CONTACT_EMAIL: "dpo@aurelia-dev.com.my",
      ...Object.fromEntries(
        ["AI", "SPEECH", "TRANSCRIPTION", "EMAIL", "CRM", "HOSTING"].flatMap((role) => [
          [`PRIVACY_${role}_PROCESSOR`, `${role} Co`],
          [`PRIVACY_${role}_COUNTRIES`, "SG"],
        ]),
      ),
    };
    Object.assign(process.env, settings);
    resetEnv();
    try {
      const html = await render("en");
      expect(html).not.toContain("privacy-sample");
      expect(html).toContain("The data controller is Aurelia Development Sdn. Bhd., Level 8, Jalan Teluk Sisek");
      expect(html).toContain("dpo@aurelia-dev.com.my");
    } finally {
      for (const key of Object.keys(settings)) delete process.env[key];
      resetEnv();
    }
  });
});
