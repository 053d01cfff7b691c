import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, codeFromTag, localeInfo, resolveLocale } from "./locales";
import { hasFlag } from "country-flag-icons";
// eslint-disable-next-line no-restricted-imports -- a test, not browser code: the fallbacks are read through the server's message loader
import { loadMessages as loadAny, messageFallback } from "@/lib/server/i18n/messages";
import type en from "@/messages/en.json";

const loadMessages = async (code: string) => (await loadAny(code)) as typeof en;

describe("locales", () => {
  it("lists the nine languages once each, English first and Arabic right to left", () => {
    expect(LOCALES.map((l) => l.code)).toEqual(["en", "my", "zh", "hi", "ru", "es", "fr", "de", "ar"]);
    expect(new Set(LOCALES.map((l) => l.tag)).size).toBe(9);
    expect(LOCALES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar"]);
    expect(LOCALES.every((l) => l.name)).toBe(true);
  });

  it.each([
    ["en", "GB"],
    ["my", "MY"],
    ["zh", "CN"],
    ["hi", "IN"],
    ["ru", "RU"],
    ["es", "ES"],
    ["fr", "FR"],
    ["de", "DE"],
    ["ar", "SA"],
  ] as const)("shows %s with the flag of %s, one that country-flag-icons draws", (code, country) => {
    expect(localeInfo(code).flag).toBe(country);
    expect(hasFlag(country)).toBe(true);
  });

  it("keeps `my` in the API but uses the real tag `ms`", () => {
    expect(localeInfo("my").tag).toBe("ms");
    expect(codeFromTag("ms")).toBe("my");
    expect(codeFromTag("ar")).toBe("ar");
  });

  it.each([
    ["fr", "fr"],
    ["xx", "en"],
    [undefined, "en"],
    ["", "en"],
    ["EN", "en"],
    [42, "en"],
  ])("resolves %p to %s", (input, code) => {
    expect(resolveLocale(input)).toBe(code);
  });

  it("has a messages file for every language", () => {
    for (const code of LOCALE_CODES) expect(fs.existsSync(path.join(process.cwd(), "messages", `${code}.json`))).toBe(true);
    expect(DEFAULT_LOCALE).toBe("en");
  });
});

describe("translation fallbacks", () => {
  it("renders a missing key as the key itself", async () => {
    const messages = await loadMessages("de");
    const t = createTranslator({ locale: "de", messages, getMessageFallback: messageFallback, onError: () => {} });
    expect(t("site.noSuchKey" as "site.phone")).toBe("noSuchKey");
    expect(t("site.phone")).toBe("Telefon");
  });

  it("an unknown language gets English messages", async () => {
    const messages = await loadMessages(resolveLocale("tlh"));
    expect(messages.site.projectSubtitle).toBe("Hotel-branded living on the shores of the South China Sea");
  });

  it.each([
    ["en", 1, "1 car park"],
    ["en", 3, "3 car parks"],
    ["ru", 2, "2 машино-места"],
    ["ru", 5, "5 машино-мест"],
  ])("car parks in %s for %d read %s", async (code, count, text) => {
    const t = createTranslator({ locale: localeInfo(resolveLocale(code)).tag, messages: await loadMessages(code) });
    expect(t(count === 1 ? "site.carPark" : "site.carParks", { count })).toBe(text);
  });
});

describe("fallback inside a namespace", () => {
  it("uses the bare key", async () => {
    const t = createTranslator({
      locale: "fr",
      messages: await loadMessages("fr"),
      namespace: "site",
      getMessageFallback: messageFallback,
      onError: () => {},
    });
    expect(t("projectTitleX" as "projectTitle")).toBe("projectTitleX");
  });
});
