import "server-only";
import { replyLanguage } from "./reply-language";

describe("replyLanguage", () => {
  it("keeps the page's language while the reply is written in its script", () => {
    expect(replyLanguage("Blitz 的月供为 RM2,876。", "zh")).toBe("zh");
    expect(replyLanguage("Die Wohnung Blitz hat 743 Quadratfuß.", "de")).toBe("de");
    expect(replyLanguage("", "ar")).toBe("ar");
  });

  it("follows a reply the model wrote in another script", () => {
    expect(replyLanguage("Blitz 的月供为 RM2,876。", "en")).toBe("zh");
    expect(replyLanguage("Квартира Blitz сдаётся за RM3 100 в месяц.", "fr")).toBe("ru");
    expect(replyLanguage("The Blitz unit is 743 sq ft.", "ar")).toBe("en");
  });
});
