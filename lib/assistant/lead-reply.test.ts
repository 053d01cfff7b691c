import { LOCALE_CODES } from "@/lib/i18n/locales";
import { offlineAnswer } from "./answer";
import { contactReply } from "./contact-reply";

describe("contact reply", () => {
  it.each(LOCALE_CODES)("thanks the visitor by name and repeats the phone in %s", (code) => {
    const reply = contactReply("My name is John Tan, 012-345 6789", code)!;
    expect(reply).toContain("John Tan");
    expect(reply).toContain("0123456789");
  });

  it("leaves the name out when none was given", () => {
    expect(contactReply("call me on 0123456789", "en")).toBe(
      "Thank you! Our sales team will call you at **0123456789** shortly to arrange a viewing at the sales gallery.",
    );
  });

  it("is null without a phone, so questions are answered as usual", () => {
    expect(contactReply("How big is Blitz?", "en")).toBeNull();
    expect(offlineAnswer("How big is Blitz?", "en")).toContain("743");
    expect(offlineAnswer("Nama saya Aisyah, 0198765432", "my")).toContain("Terima kasih, Aisyah");
  });
});
