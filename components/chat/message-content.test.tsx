import { renderToStaticMarkup } from "react-dom/server";
import { site } from "@/lib/config/site";
import { MessageContent } from "./message-content";

const render = (text: string) => renderToStaticMarkup(<MessageContent text={text} />);

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
