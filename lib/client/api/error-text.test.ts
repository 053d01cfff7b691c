import fs from "node:fs";
import path from "node:path";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { ERROR_KINDS, SURFACES } from "@/lib/shared/api/error-codes";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { serverErrorText } from "./error-text";

/** The words a page in `code` has for the server's errors, as the browser gets them. */
function serverErrorWords(code: LocaleCode) {
  const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${code}.json`), "utf8")) as AbstractIntlMessages;
  const t = createTranslator({ locale: code, messages, namespace: "serverErrors" });
  return t as unknown as Parameters<typeof serverErrorText>[0];
}

describe("serverErrorText", () => {
  it("says a refused message in the visitor's language, with the limit the server checks", () => {
    expect(serverErrorText(serverErrorWords("de"), "bad_request:chat")).toBe(
      "Ihre Nachricht ist zu lang. Bitte bleiben Sie unter 2.000 Zeichen.",
    );
    expect(serverErrorText(serverErrorWords("ar"), "bad_request:chat")).toBe("رسالتك طويلة جدًا. يُرجى ألا تتجاوز 2,000 حرف.");
    expect(serverErrorText(serverErrorWords("en"), "bad_request:chat")).toBe(
      "Your message is too long. Please keep it under 2,000 characters.",
    );
  });

  it("prefers the surface's own words, then the kind's", () => {
    const en = serverErrorWords("en");
    expect(serverErrorText(en, "upstream_timeout:chat")).toBe("The assistant took too long to answer. Please try again.");
    expect(serverErrorText(en, "upstream_timeout:tts")).toBe("The service took too long to answer. Please try again.");
    expect(serverErrorText(serverErrorWords("ru"), "payload_too_large:stt")).toBe("Запись не может быть длиннее 30 секунд.");
  });

  it("has words for every code the server can send, in every language", () => {
    for (const code of LOCALE_CODES) {
      const t = serverErrorWords(code);
      for (const kind of ERROR_KINDS) for (const surface of SURFACES) expect(serverErrorText(t, `${kind}:${surface}`)).toBeTruthy();
    }
  });

  it("gives nothing for a code that is not ours, so the caller says the spec's words", () => {
    const en = serverErrorWords("en");
    for (const code of [undefined, null, "", "teapot", "rate_limited", "rate_limited:mail", "rate_limited:chat:x"])
      expect(serverErrorText(en, code)).toBeNull();
  });
});
