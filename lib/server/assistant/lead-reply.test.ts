import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { B, int } from "@/test/support/property";
import { offlineAnswer } from "./offline/answer";
import { leadReply } from "./lead-reply";

const CALL_BACK = /call you|menelefon anda|致电 \*\*0123|आपसे संपर्क|позвонит вам|le llamará|vous appellera|ruft Sie|سيتصل بك/;

const REF = "AUR-1F3A-9C2B";

describe("lead reply", () => {
  it.each(LOCALE_CODES)("thanks a stored lead by name and repeats the phone in %s", (code) => {
    const reply = leadReply({ status: "stored", name: "John Tan", phone: "0123456789", reference: REF }, code);
    expect(reply).toContain("John Tan");
    expect(reply).toContain("0123456789");
    expect(reply).toMatch(CALL_BACK);
  });

  it.each(LOCALE_CODES)("gives a stored lead its reference, and a WhatsApp link with the reference typed in, in %s", (code) => {
    const reply = leadReply({ status: "stored", name: "John Tan", phone: "0123456789", reference: REF }, code);
    expect(reply).toContain(`**${code === "ar" ? `\u2066${REF}\u2069` : REF}**`);
    const link = /\]\((https:\/\/wa\.me\/[^)]+)\)/.exec(reply)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe("/60132884650");
    expect(url.searchParams.get("text")).toContain(REF);
  });

  it.each(LOCALE_CODES)("never promises a call when the lead was not stored, and offers WhatsApp, in %s", (code) => {
    const reply = leadReply({ status: "failed", name: "John Tan", phone: "0123456789" }, code);
    expect(reply).toContain("John Tan");
    expect(reply).toContain("https://wa.me/60132884650");
    expect(reply).toContain("+60 13-288 4650");
    expect(reply).not.toMatch(CALL_BACK);
    expect(reply).not.toContain("0123456789");
  });

  it("leaves the name out when none was given", () => {
    expect(leadReply({ status: "stored", name: null, phone: "0123456789", reference: REF }, "en")).toBe(
      "Thank you! Our sales team will call you at **0123456789** shortly to arrange a viewing at the sales gallery. " +
        "Your reference is **AUR-1F3A-9C2B**. You can also [message us on WhatsApp](https://wa.me/60132884650?text=Hello%2C%20my%20reference%20is%20AUR-1F3A-9C2B.) with it.",
    );
  });

  it("is what the offline consultant says, and only when told what became of the lead", () => {
    expect(
      offlineAnswer("Nama saya Aisyah, 0198765432", "ms", [], { status: "stored", name: "Aisyah", phone: "0198765432", reference: REF }),
    ).toContain("Terima kasih, Aisyah");
    expect(offlineAnswer("Nama saya Aisyah, 0198765432", "ms", [], { status: "failed", name: "Aisyah", phone: "0198765432" })).toContain(
      "Maaf, Aisyah",
    );
    // Without word from the store, a number in the message is no reason to promise anything.
    expect(offlineAnswer("call me on 0123456789 about Blitz", "en")).not.toMatch(CALL_BACK);
    expect(offlineAnswer("How big is Blitz?", "en")).toContain(int(B.sizeSqft));
  });
});
