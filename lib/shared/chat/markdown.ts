/**
 * A small, safe subset of markdown for replies: paragraphs, bullet and numbered
 * lists, **bold**, *italic* and [links](https://…). It produces a tree of plain
 * data that React renders as elements, so no HTML from a model reaches the DOM.
 */
import { phoneDigits } from "@/lib/shared/config/site";
import { splitLtrRuns } from "@/lib/shared/i18n/bidi";

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

export type Block = { kind: "paragraph"; children: Inline[] } | { kind: "list"; ordered: boolean; items: Inline[][] };

/** Inline nodes as a right-to-left page shows them: phone numbers, addresses and figures marked `ltr`. */
export type ShownInline =
  | { kind: "text"; text: string }
  | { kind: "ltr"; text: string }
  | { kind: "strong" | "em"; children: ShownInline[] }
  | { kind: "link"; href: string; children: ShownInline[] };

/**
 * Marks the runs a right-to-left page must isolate left to right (lib/shared/i18n/bidi),
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

/** Characters the inline reader has looked at so far: lets tests prove a reply is read in one pass. */
export const inlineWork = { chars: 0 };

interface InlineMatch {
  index: number;
  end: number;
  kind: "strong" | "em" | "link" | "bare";
  /** Where the emphasis's or link's text lies. */
  from: number;
  to: number;
  /** A link's target. */
  href?: string;
}

// What \s matches in a pattern without the u flag, by character code.
const isSpace = (c: number) =>
  (c >= 9 && c <= 13) ||
  c === 32 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
const STAR = 42;
const UNDERSCORE = 95;
const CLOSE_PAREN = 41;
const isDigit = (c: number) => c >= 48 && c <= 57;
// [+\d\s().-]: what a tel: target may hold.
const isTelChar = (c: number) => c === 43 || isDigit(c) || isSpace(c) || c === 40 || c === CLOSE_PAREN || c === 46 || c === 45;
// [\s<>()]: where a bare address stops.
const isUrlStop = (c: number) => isSpace(c) || c === 60 || c === 62 || c === 40 || c === CLOSE_PAREN;
// [.,!?;:'"]: what a bare address does not end with.
const isUrlEndPunctuation = (c: number) => c === 46 || c === 44 || c === 33 || c === 63 || c === 59 || c === 58 || c === 39 || c === 34;

/**
 * The first position at or after a given one where a character of a kind is,
 * remembered: the reader only ever asks from positions at or after its last
 * question's (it reads left to right, emphasis and link texts inside their
 * marks), so the answer still holds while it lies ahead, and each stretch of the
 * text is searched once.
 */
function nextFinder(text: string, search: (from: number) => number): (from: number) => number {
  let asked = -1;
  let found = -1;
  return (from) => {
    if (from < asked || from > found) {
      found = search(from);
      inlineWork.chars += found - from + 1;
    }
    asked = from;
    return found;
  };
}

const indexOrEnd = (text: string, char: string) => (from: number) => {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
};
const firstWhere = (text: string, stop: (c: number) => boolean) => (from: number) => {
  let i = from;
  while (i < text.length && !stop(text.charCodeAt(i))) i++;
  return i;
};

/**
 * Finds inline marks as this pattern did,
 *   \*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\((tel:[+\d\s().-]+|[^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,!?;:'"])
 * (a tel: target may be written with spaces, "tel:+60 13-288 4650"; other targets end at a space),
 * in one pass. The pattern was tried from every position and read on from each
 * "[" or "*" to the next "]" or "*", so a reply of unclosed brackets cost the
 * square of its length; here the next "*", "]", target end and so on are each
 * searched for once.
 */
class InlineMarks {
  private readonly star: (from: number) => number;
  private readonly underscore: (from: number) => number;
  private readonly bracket: (from: number) => number;
  private readonly hrefEnd: (from: number) => number;
  private readonly urlEnd: (from: number) => number;
  /** Where a tel: target's run of characters that start at a position ends, and its last ")": one search per target. */
  private readonly telTargets = new Map<number, number>();
  /** The last position before a bare address's stop where it may end: one search per stop. */
  private readonly urlLasts = new Map<number, number>();

  constructor(readonly text: string) {
    this.star = nextFinder(text, indexOrEnd(text, "*"));
    this.underscore = nextFinder(text, indexOrEnd(text, "_"));
    this.bracket = nextFinder(text, indexOrEnd(text, "]"));
    this.hrefEnd = nextFinder(
      text,
      firstWhere(text, (c) => c === CLOSE_PAREN || isSpace(c)),
    );
    this.urlEnd = nextFinder(text, firstWhere(text, isUrlStop));
  }

  /** [+\d\s().-]+ then ")" from `at`: the run's last ")" that leaves a character before it; -1 when none. */
  private telParen(at: number, to: number): number {
    const known = this.telTargets.get(at);
    if (known !== undefined) return known;
    const end = Math.min(firstWhere(this.text, (c) => !isTelChar(c))(at), to);
    let paren = end - 1;
    while (paren > at && this.text.charCodeAt(paren) !== CLOSE_PAREN) paren--;
    inlineWork.chars += 2 * (end - at);
    const found = paren > at ? paren : -1;
    // A run never holds the "*", "_" or "]" that ends an emphasis or link text, so `to` never cuts it: one answer per target.
    this.telTargets.set(at, found);
    return found;
  }

  /** The last position before `end` and after `start` where a bare address may end; -1 when none. */
  private urlLast(start: number, end: number): number {
    let last = this.urlLasts.get(end);
    if (last === undefined) {
      last = end - 1;
      // The stretch before a stop holds no other stop, so walking back over it meets only punctuation or the end.
      while (last >= start && isUrlEndPunctuation(this.text.charCodeAt(last))) last--;
      inlineWork.chars += end - last;
      this.urlLasts.set(end, last);
    }
    return last > start ? last : -1;
  }

  /** The first match at or after `from`, inside the stretch that ends at `to`, as the pattern would find it there. */
  find(from: number, to: number): InlineMatch | null {
    const { text } = this;
    // A "next" beyond the stretch is none.
    const at = (next: (from: number) => number, i: number) => (i >= to ? to : Math.min(next(i), to));
    const pair = (p: number, mark: number, next: (from: number) => number): number => {
      if (text.charCodeAt(p) !== mark || p + 1 >= to || text.charCodeAt(p + 1) !== mark) return -1;
      const close = at(next, p + 2);
      return close > p + 2 && close + 1 < to && text.charCodeAt(close + 1) === mark ? close : -1;
    };
    /** The end of a link target starting at `p` (just after "("), past its ")"; -1 when none. */
    const target = (p: number): number => {
      if (text.startsWith("tel:", p) && p + 4 < to) {
        const paren = this.telParen(p + 4, to);
        if (paren > p + 4) return paren + 1;
      }
      const end = at(this.hrefEnd, p);
      return end > p && end < to && text.charCodeAt(end) === CLOSE_PAREN ? end + 1 : -1;
    };
    for (let p = from; p < to; p++) {
      inlineWork.chars++;
      const c = text.charCodeAt(p);
      if (c === STAR) {
        const close = pair(p, STAR, this.star);
        if (close >= 0) return { index: p, end: close + 2, kind: "strong", from: p + 2, to: close };
        const after = p + 1 < to ? text.charCodeAt(p + 1) : -1;
        if (after >= 0 && after !== STAR && !isSpace(after)) {
          const end = at(this.star, p + 2);
          if (end < to) return { index: p, end: end + 1, kind: "em", from: p + 1, to: end };
        }
      } else if (c === UNDERSCORE) {
        const close = pair(p, UNDERSCORE, this.underscore);
        if (close >= 0) return { index: p, end: close + 2, kind: "strong", from: p + 2, to: close };
      } else if (c === 91) {
        const close = at(this.bracket, p + 1);
        if (close > p + 1 && close + 1 < to && text.charCodeAt(close + 1) === 40) {
          const end = target(close + 2);
          if (end >= 0) return { index: p, end, kind: "link", from: p + 1, to: close, href: text.slice(close + 2, end - 1) };
        }
      } else if (c === 104 && (text.startsWith("http://", p) || text.startsWith("https://", p))) {
        const start = p + (text.charCodeAt(p + 4) === 115 ? 8 : 7);
        if (start >= to) continue;
        const last = this.urlLast(start, at(this.urlEnd, start));
        if (last > start) return { index: p, end: last + 1, kind: "bare", from: p, to: last + 1 };
      }
    }
    return null;
  }
}

/** A text without these has nothing to read inline. */
const MARKS = /[*_[]|http/;

/** `rules: null` parses a link's own text, so a link never holds another. */
export function parseInline(text: string, rules: LinkRules | null): Inline[] {
  // Most replies' sentences hold no mark at all: no tables for them.
  if (!MARKS.test(text)) return text ? [{ kind: "text", text }] : [];
  return inlineRange(new InlineMarks(text), 0, text.length, rules);
}

function inlineRange(marks: InlineMarks, from: number, to: number, rules: LinkRules | null): Inline[] {
  const { text } = marks;
  const out: Inline[] = [];
  let cursor = from;
  while (cursor < to) {
    const match = marks.find(cursor, to);
    if (!match) {
      out.push({ kind: "text", text: text.slice(cursor, to) });
      break;
    }
    if (match.index > cursor) out.push({ kind: "text", text: text.slice(cursor, match.index) });
    if (match.kind === "strong" || match.kind === "em")
      out.push({ kind: match.kind, children: inlineRange(marks, match.from, match.to, rules) });
    else if (match.kind === "link") {
      const href = rules && allowedHref(match.href ?? "", rules);
      const children = inlineRange(marks, match.from, match.to, null);
      out.push(...(href ? [{ kind: "link" as const, href, children }] : children));
    } else {
      const bare = text.slice(match.from, match.to);
      const href = rules && allowedHref(bare, rules);
      out.push(href ? { kind: "link", href, children: [{ kind: "text", text: bare }] } : { kind: "text", text: bare });
    }
    cursor = match.end;
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
