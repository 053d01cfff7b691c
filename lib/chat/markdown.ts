/**
 * A small, safe subset of markdown for replies: paragraphs, bullet and numbered
 * lists, **bold**, *italic* and [links](https://…). It produces a tree of plain
 * data that React renders as elements, so no HTML from a model reaches the DOM.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]);
    } else if (line.trim() === "") {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line.replace(/^#{1,6}\s+/, ""));
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

const INLINE = /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,!?;:'"])/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: "text", text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: "text", text: rest.slice(0, match.index) });
    const [whole, bold1, bold2, italic, linkText, linkHref, bare] = match;
    if (bold1 ?? bold2) out.push({ kind: "strong", children: parseInline(bold1 ?? bold2) });
    else if (italic) out.push({ kind: "em", children: parseInline(italic) });
    else if (linkText) {
      const href = safeHref(linkHref);
      out.push(href ? { kind: "link", href, children: parseInline(linkText) } : { kind: "text", text: linkText });
    } else if (bare) out.push({ kind: "link", href: bare, children: [{ kind: "text", text: bare }] });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

/** Only web, phone and mail links; `javascript:` and friends become plain text. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ["https:", "http:", "tel:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}
