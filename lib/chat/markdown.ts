/**
 * A small, safe subset of markdown for replies: paragraphs, bullet and numbered
 * lists, **bold**, *italic* and [links](https://…). It produces a tree of plain
 * data that React renders as elements, so no HTML from a model reaches the DOM.
 */
import { phoneDigits } from "@/lib/config/site";
import { splitLtrRuns } from "@/lib/i18n/bidi";

/**
 * Where a reply may link. A model can be talked into any URL, so a link renders
 * only if it leads to the site itself, its WhatsApp or its sales phone.
 */
export interface LinkRules {
  /** The site's own origin: the page's on the client, `site.url` on the server. */
  origin: string;
}

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

/** Inline nodes as a right-to-left page shows them: phone numbers, addresses and figures marked `ltr`. */
export type ShownInline =
  | { kind: "text"; text: string }
  | { kind: "ltr"; text: string }
  | { kind: "strong" | "em"; children: ShownInline[] }
  | { kind: "link"; href: string; children: ShownInline[] };

/**
 * Marks the runs a right-to-left page must isolate left to right (lib/i18n/bidi),
 * inside emphasis and link texts too. Only the shown tree changes: plain text,
 * speech and the sales team's copy read the reply as it was written.
 */
export function isolateLtr(nodes: Inline[]): ShownInline[] {
  return nodes.flatMap((node): ShownInline[] =>
    node.kind === "text"
      ? splitLtrRuns(node.text).map((part) => ({ kind: part.ltr ? "ltr" : "text", text: part.text }))
      : [{ ...node, children: isolateLtr(node.children) }],
  );
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string, rules: LinkRules): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n"), rules) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map((item) => parseInline(item, rules)) });
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

// A tel: target may be written with spaces ("tel:+60 13-288 4650"); other targets end at a space.
const INLINE =
  /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\((tel:[+\d\s().-]+|[^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,!?;:'"])/;

/** `rules: null` parses a link's own text, so a link never holds another. */
export function parseInline(text: string, rules: LinkRules | null): Inline[] {
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
    if (bold1 ?? bold2) out.push({ kind: "strong", children: parseInline(bold1 ?? bold2, rules) });
    else if (italic) out.push({ kind: "em", children: parseInline(italic, rules) });
    else if (linkText) {
      const href = rules && allowedHref(linkHref, rules);
      const children = parseInline(linkText, null);
      out.push(...(href ? [{ kind: "link" as const, href, children }] : children));
    } else if (bare) {
      const href = rules && allowedHref(bare, rules);
      out.push(href ? { kind: "link", href, children: [{ kind: "text", text: bare }] } : { kind: "text", text: bare });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return mergeText(out);
}

/** Adjacent text nodes from refused links read as one run. */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.kind === "text" && last?.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

const SALES_DIGITS = phoneDigits();

/**
 * The normalised target when `href` leads to the site's own origin, its
 * WhatsApp (https://wa.me/<sales digits>, any query) or the sales phone;
 * otherwise null. The URL is parsed once and its normalised form is what the
 * page links to, so the browser follows exactly what was checked (no
 * backslash, userinfo or look-alike host reinterpreted after the check).
 */
export function allowedHref(href: string, rules: LinkRules): string | null {
  let url: URL;
  let own: URL;
  try {
    own = new URL(rules.origin);
    url = new URL(href.trim(), own);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const web = url.protocol === "https:" || url.protocol === "http:";
  if (web && (own.protocol === "https:" || own.protocol === "http:") && url.origin === own.origin) return url.href;
  if (url.protocol === "https:" && url.host === "wa.me" && url.pathname === `/${SALES_DIGITS}`) return url.href;
  if (url.protocol === "tel:" && telNumber(url.pathname) === `+${SALES_DIGITS}`) return `tel:+${SALES_DIGITS}`;
  return null;
}

function telNumber(path: string): string | null {
  try {
    return decodeURIComponent(path).replace(/[\s().-]/g, "");
  } catch {
    return null;
  }
}
