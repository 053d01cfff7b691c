import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "@/lib/shared/config/site";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { MessageContent } from "./message-content";

const render = (text: string, locale = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <MessageContent text={text} />
    </NextIntlClientProvider>,
  );

describe("MessageContent", () => {
  it("links the site, its WhatsApp and the sales phone, and nothing else", () => {
    const html = render(
      `[Units](${site.url}/units) · [WhatsApp](https://wa.me/60132884650?text=Hi) · [Call](tel:+60 13-288 4650) · ` +
        "[Win](https://evil.example) · https://wa.me.evil.example/60132884650 · [x](javascript:alert(1))",
    );
    expect(html).toContain(`<a href="${new URL("/units", site.url).href}" target="_blank" rel="noopener noreferrer nofollow">Units</a>`);
    expect(html).toContain('<a href="https://wa.me/60132884650?text=Hi" target="_blank" rel="noopener noreferrer nofollow">WhatsApp</a>');
    expect(html).toContain('<a href="tel:+60132884650">Call</a>');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toContain(" · Win · https://wa.me.evil.example/60132884650 · x)");
    expect(html).not.toMatch(/evil\.example"|javascript:/);
  });
});

describe("MessageContent in right-to-left text", () => {
  const reply = `على الرحب والسعة! راسلنا عبر واتساب على ${site.sales.phone}، أو [اتصل على ${site.sales.phone}](tel:${site.sales.phone}).`;

  it("isolates the phone number left to right, in the text and in a link", () => {
    const html = render(reply, "ar");
    const phone = `<bdi dir="ltr">${site.sales.phone}</bdi>`;
    expect(html).toContain(`واتساب على ${phone}، أو`);
    expect(html).toContain(`<a href="tel:+60132884650">اتصل على ${phone}</a>`);
    expect(html.match(/<bdi /g)).toHaveLength(2);
  });

  it("isolates figures inside emphasis", () => {
    expect(render("القسط **RM4,841** شهريًا", "ar")).toContain('<strong><bdi dir="ltr">RM4,841</bdi></strong>');
  });

  // Every left-to-right language renders what it did before: no isolates.
  it.each(LOCALES.filter((l) => l.dir === "ltr").map((l) => l.code))("adds nothing in %s", (tag) => {
    const html = render(reply, tag);
    expect(html).not.toContain("<bdi");
    expect(html).toContain(`واتساب على ${site.sales.phone}، أو`);
  });
});
