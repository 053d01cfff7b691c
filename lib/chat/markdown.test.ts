import { parseInline, parseMarkdown, safeHref } from "./markdown";

describe("parseMarkdown", () => {
  it("keeps raw HTML as text", () => {
    expect(parseMarkdown("<img src=x onerror=alert(1)> hi")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "<img src=x onerror=alert(1)> hi" }] },
    ]);
  });

  it("reads bold, italic and links", () => {
    expect(parseInline("**RM4,841** a *month* [WhatsApp](https://wa.me/60132884650)")).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "RM4,841" }] },
      { kind: "text", text: " a " },
      { kind: "em", children: [{ kind: "text", text: "month" }] },
      { kind: "text", text: " " },
      { kind: "link", href: "https://wa.me/60132884650", children: [{ kind: "text", text: "WhatsApp" }] },
    ]);
  });

  it("turns javascript: links into text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([{ kind: "text", text: "click" }, { kind: "text", text: ")" }]);
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("tel:+60132884650")).toBe("tel:+60132884650");
  });

  it("links bare URLs without the trailing full stop", () => {
    const nodes = parseInline("See https://example.com/units.");
    expect(nodes[1]).toEqual({ kind: "link", href: "https://example.com/units", children: [{ kind: "text", text: "https://example.com/units" }] });
    expect(nodes[2]).toEqual({ kind: "text", text: "." });
  });

  it("groups bullet and numbered lists", () => {
    const blocks = parseMarkdown("Units:\n- **Ardentz** 1,299 sq ft\n- Blitz\n\n1. One\n2. Two");
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "list"]);
    expect(blocks[1]).toMatchObject({ kind: "list", ordered: false });
    expect(blocks[2]).toMatchObject({ kind: "list", ordered: true, items: [[{ kind: "text", text: "One" }], [{ kind: "text", text: "Two" }]] });
  });

  it("drops heading marks and splits paragraphs on blank lines", () => {
    expect(parseMarkdown("## Title\n\nBody")).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "Title" }] },
      { kind: "paragraph", children: [{ kind: "text", text: "Body" }] },
    ]);
  });
});
