import { renderToStaticMarkup } from "react-dom/server";
import { resetEnv } from "@/lib/config/env";

const locale = { tag: "en" };
jest.mock("next-intl/server", () => ({ getLocale: async () => locale.tag }));

import PrivacyPage, { generateMetadata } from "./page";

async function render(tag: string): Promise<string> {
  locale.tag = tag;
  return renderToStaticMarkup(await PrivacyPage());
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
    expect(html).toContain("English version, 2026-11-01");
    expect(html).toContain("privacy@aurelia-residences.example");
    expect(html).toContain('<a href="/">Back to the home page</a>');
  });

  it("shows Bahasa Malaysia for the ms tag", async () => {
    const html = await render("ms");
    expect(html).toContain('lang="ms"');
    expect(html).toContain("<h1>Notis privasi</h1>");
    expect(html).toContain("Versi Bahasa Malaysia, 2026-11-01");
  });

  it("is right-to-left in Arabic", async () => {
    const html = await render("ar");
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("النسخة العربية");
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

  it("has a title", async () => {
    locale.tag = "de";
    expect((await generateMetadata()).title).toBe("Datenschutzhinweis · Aurelia Residences Kuantan");
  });
});
