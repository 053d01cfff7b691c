import { allowedHref, isolateLtr, parseInline, parseMarkdown, type LinkRules } from "./markdown";

const rules: LinkRules = { origin: "https://aurelia-residences.example" };

describe("parseMarkdown", () => {
  it("keeps raw HTML as text", () => {
    expect(parseMarkdown("<img src=x onerror=alert(1)> hi", rules)).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "<img src=x onerror=alert(1)> hi" }] },
    ]);
  });

  it("reads bold, italic and links", () => {
    expect(parseInline("**RM4,841** a *month* [WhatsApp](https://wa.me/60132884650)", rules)).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "RM4,841" }] },
      { kind: "text", text: " a " },
      { kind: "em", children: [{ kind: "text", text: "month" }] },
      { kind: "text", text: " " },
      { kind: "link", href: "https://wa.me/60132884650", children: [{ kind: "text", text: "WhatsApp" }] },
    ]);
  });

  it("links bare URLs of the site without the trailing full stop", () => {
    const nodes = parseInline("See https://aurelia-residences.example/units.", rules);
    expect(nodes).toEqual([
      { kind: "text", text: "See " },
      {
        kind: "link",
        href: "https://aurelia-residences.example/units",
        children: [{ kind: "text", text: "https://aurelia-residences.example/units" }],
      },
      { kind: "text", text: "." },
    ]);
  });

  it("groups bullet and numbered lists", () => {
    const blocks = parseMarkdown("Units:\n- **Ardentz** 1,299 sq ft\n- Blitz\n\n1. One\n2. Two", rules);
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "list"]);
    expect(blocks[1]).toMatchObject({ kind: "list", ordered: false });
    expect(blocks[2]).toMatchObject({
      kind: "list",
      ordered: true,
      items: [[{ kind: "text", text: "One" }], [{ kind: "text", text: "Two" }]],
    });
  });

  it("drops heading marks and splits paragraphs on blank lines", () => {
    expect(parseMarkdown("## Title\n\nBody", rules)).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "Title" }] },
      { kind: "paragraph", children: [{ kind: "text", text: "Body" }] },
    ]);
  });

  it("applies the link rules inside lists and emphasis", () => {
    const [list] = parseMarkdown("- **[win](https://evil.example)**\n- [call](tel:+60 13-288 4650)", rules);
    expect(list).toEqual({
      kind: "list",
      ordered: false,
      items: [
        [{ kind: "strong", children: [{ kind: "text", text: "win" }] }],
        [{ kind: "link", href: "tel:+60132884650", children: [{ kind: "text", text: "call" }] }],
      ],
    });
  });
});

/** [written href, normalised href the page links to] */
const ALLOWED: [string, string][] = [
  ["https://aurelia-residences.example/", "https://aurelia-residences.example/"],
  ["https://aurelia-residences.example/fr/privacy#leads", "https://aurelia-residences.example/fr/privacy#leads"],
  ["/privacy", "https://aurelia-residences.example/privacy"],
  ["https://AURELIA-residences.example:443/units", "https://aurelia-residences.example/units"],
  ["https://wa.me/60132884650", "https://wa.me/60132884650"],
  ["https://wa.me/60132884650?text=Hello%20Blitz", "https://wa.me/60132884650?text=Hello%20Blitz"],
  ["tel:+60132884650", "tel:+60132884650"],
  ["tel:+60 13-288 4650", "tel:+60132884650"],
  ["tel:+60-13-288-4650", "tel:+60132884650"],
  ["tel:+60%2013%20288%204650", "tel:+60132884650"],
];

const HOSTILE: [why: string, href: string][] = [
  ["another host", "https://evil.example/"],
  ["the site's origin over http", "http://aurelia-residences.example/"],
  ["the site's host on another port", "https://aurelia-residences.example:8443/"],
  ["a subdomain look-alike", "https://aurelia-residences.example.evil.example/"],
  ["protocol-relative", "//evil.example/x"],
  ["backslash trick", "/\\evil.example"],
  ["mailto", "mailto:sales@aurelia-residences.example"],
  ["javascript", "javascript:alert(document.cookie)"],
  ["javascript, mixed case and spaces", " JaVaScRiPt:alert(1)"],
  ["data", "data:text/html,<script>alert(1)</script>"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["file", "file:///etc/passwd"],
  ["wa.me as a subdomain", "https://wa.me.evil.example/60132884650"],
  ["wa.me in a path", "https://evil.example/wa.me/60132884650"],
  ["userinfo wa.me", "https://wa.me@evil.example/60132884650"],
  ["userinfo on the site", "https://aurelia-residences.example@evil.example/"],
  ["userinfo before the site", "https://user:pass@aurelia-residences.example/"],
  ["wa.me, another number", "https://wa.me/60123456789"],
  ["wa.me, a number inside a longer path", "https://wa.me/60132884650/../60123456789"],
  ["wa.me over http", "http://wa.me/60132884650"],
  ["wa.me on another port", "https://wa.me:8443/60132884650"],
  ["wa.me with a trailing dot", "https://wa.me./60132884650"],
  ["WhatsApp's own site", "https://api.whatsapp.com/send?phone=60132884650"],
  ["tel, another number", "tel:+60123456789"],
  ["tel, the number with an extension", "tel:+60132884650;ext=9"],
  ["tel, the number without the plus", "tel:60132884650"],
  ["sms", "sms:+60132884650"],
  ["not a URL", "http://"],
];

describe("allowedHref", () => {
  it.each(ALLOWED)("links %s as %s", (href, normalised) => {
    expect(allowedHref(href, rules)).toBe(normalised);
  });

  it.each(HOSTILE)("refuses %s: %s", (_why, href) => {
    expect(allowedHref(href, rules)).toBeNull();
  });

  it("follows the origin it is given", () => {
    expect(allowedHref("http://localhost:3000/privacy", { origin: "http://localhost:3000" })).toBe("http://localhost:3000/privacy");
    expect(allowedHref("https://aurelia-residences.example/", { origin: "http://localhost:3000" })).toBeNull();
  });
});

describe("refused links render as their text only", () => {
  it.each(HOSTILE.filter(([, href]) => !/[\s)]/.test(href)))("[text](%s)", (_why, href) => {
    expect(parseInline(`Go [here](${href}) now`, rules)).toEqual([{ kind: "text", text: "Go here now" }]);
  });

  it.each(HOSTILE.filter(([, href]) => /^https?:\/\/\S+$/.test(href)))("bare %s", (_why, href) => {
    expect(parseInline(`Visit ${href} today`, rules)).toEqual([{ kind: "text", text: `Visit ${href} today` }]);
  });

  it("leaves what follows a broken javascript: target as text", () => {
    expect(parseInline("[click](javascript:alert(1))", rules)).toEqual([{ kind: "text", text: "click)" }]);
  });

  it("keeps the text's emphasis but never a link inside a link", () => {
    expect(parseInline("[**https://wa.me/60132884650**](https://evil.example)", rules)).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "https://wa.me/60132884650" }] },
    ]);
    expect(parseInline("[https://wa.me/60132884650](https://wa.me/60132884650)", rules)).toEqual([
      { kind: "link", href: "https://wa.me/60132884650", children: [{ kind: "text", text: "https://wa.me/60132884650" }] },
    ]);
  });
});

describe("isolateLtr", () => {
  it("marks phone numbers, e-mail addresses and figures, at any depth, and keeps the text", () => {
    const nodes = parseInline(
      "راسلنا على +60 13-288 4650 أو sales@aurelia.example، **القسط RM4,841** و[الموقع](https://aurelia-residences.example/ar)",
      rules,
    );
    expect(isolateLtr(nodes)).toEqual([
      { kind: "text", text: "راسلنا على " },
      { kind: "ltr", text: "+60 13-288 4650" },
      { kind: "text", text: " أو " },
      { kind: "ltr", text: "sales@aurelia.example" },
      { kind: "text", text: "، " },
      {
        kind: "strong",
        children: [
          { kind: "text", text: "القسط " },
          { kind: "ltr", text: "RM4,841" },
        ],
      },
      { kind: "text", text: " و" },
      { kind: "link", href: "https://aurelia-residences.example/ar", children: [{ kind: "text", text: "الموقع" }] },
    ]);
  });

  it("leaves text without such runs as it was", () => {
    const nodes = parseInline("شكرًا *لك* على 3 أسئلة", rules);
    expect(isolateLtr(nodes)).toEqual(nodes);
  });
});
