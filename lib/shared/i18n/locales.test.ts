import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import {
  API_LANGUAGE_CODES,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  apiLanguageCode,
  localeInfo,
  localePath,
  pagePath,
  parseLocale,
  resolveLocale,
} from "./locales";
import { hasFlag } from "country-flag-icons";
// eslint-disable-next-line no-restricted-imports -- a test, not browser code: the fallbacks are read through the server's message loader
import { loadMessages as loadAny, messageFallback } from "@/lib/server/i18n/messages";
import type en from "@/messages/en.json";

const loadMessages = async (code: string) => (await loadAny(code)) as typeof en;

describe("locales", () => {
  it("lists the nine languages once each, English first and Arabic right to left", () => {
    expect(LOCALES.map((l) => l.code)).toEqual(["en", "ms", "zh", "hi", "ru", "es", "fr", "de", "ar"]);
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(9);
    expect(LOCALES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar"]);
    expect(LOCALES.every((l) => l.name)).toBe(true);
  });

  it.each([
    ["en", "GB"],
    ["ms", "MY"],
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

  it("keeps `my` for the API's JSON alone: everything else is the real tag `ms`", () => {
    expect(LOCALES.map((l) => l.apiCode)).toEqual([...API_LANGUAGE_CODES]);
    expect(apiLanguageCode("ms")).toBe("my");
    expect(apiLanguageCode("ar")).toBe("ar");
    expect(parseLocale("my")).toBe("ms");
    expect(parseLocale("ms")).toBe("ms");
    expect(parseLocale("xx")).toBeNull();
    expect(localePath("ms", "/privacy")).toBe("/ms/privacy");
    expect(pagePath("/ms/privacy")).toBe("/privacy");
    expect(pagePath("/my/privacy")).toBe("/my/privacy");
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
    const t = createTranslator({ locale: resolveLocale(code), messages: await loadMessages(code) });
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
