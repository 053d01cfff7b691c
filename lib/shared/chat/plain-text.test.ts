import { markdownToPlainText } from "./plain-text";

const rules = { origin: "https://aurelia-residences.example" };

describe("markdownToPlainText", () => {
  it("drops bold and italic marks", () => {
    expect(markdownToPlainText("**RM4,841** a *month*, __743__ sq ft", rules)).toBe("RM4,841 a month, 743 sq ft");
  });

  it("writes allowed links as text (url) and refused ones as their text, as the chat showed them", () => {
    expect(markdownToPlainText("[WhatsApp](https://wa.me/60132884650) or [win](https://evil.example)", rules)).toBe(
      "WhatsApp (https://wa.me/60132884650) or win",
    );
    expect(markdownToPlainText("[call](tel:+60 13-288 4650)", rules)).toBe("call (tel:+60132884650)");
  });

  it("gives a bare URL once", () => {
    expect(markdownToPlainText("See https://aurelia-residences.example/units.", rules)).toBe(
      "See https://aurelia-residences.example/units.",
    );
  });

  it("keeps lists one item a line, paragraphs apart and line breaks inside a paragraph", () => {
    expect(markdownToPlainText("## Units\nThree types:\n- **Ardentz**\n* Blitz\n\n1) One\n2. Two\n\nBye", rules)).toBe(
      "Units\nThree types:\n\n• Ardentz\n• Blitz\n\n1. One\n2. Two\n\nBye",
    );
  });

  it("leaves HTML as text", () => {
    expect(markdownToPlainText("<b>hi</b>", rules)).toBe("<b>hi</b>");
  });

  it("leaves link addresses out for a screen reader, keeping their text", () => {
    expect(
      markdownToPlainText(
        "Your reference is **AUR-1F3A-9C2B**. [Message us on WhatsApp](https://wa.me/60132884650?text=Hi) with it.",
        rules,
        { linkTargets: false },
      ),
    ).toBe("Your reference is AUR-1F3A-9C2B. Message us on WhatsApp with it.");
  });
});
