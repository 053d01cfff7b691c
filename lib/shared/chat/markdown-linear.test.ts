import { seededRandom } from "@/test/support/abusive-text";
import { allowedHref, inlineWork, parseInline, parseMarkdown, type Inline, type LinkRules } from "./markdown";
import { markdownToPlainText } from "./plain-text";

const rules: LinkRules = { origin: "https://aurelia-residences.example" };

// The pattern the reader used to run from every position; kept here as the definition it must agree with.
const INLINE =
  /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\((tel:[+\d\s().-]+|[^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,!?;:'"])/;

function byPattern(text: string, linkRules: LinkRules | null): Inline[] {
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
    if (bold1 ?? bold2) out.push({ kind: "strong", children: byPattern(bold1 ?? bold2, linkRules) });
    else if (italic) out.push({ kind: "em", children: byPattern(italic, linkRules) });
    else if (linkText) {
      const href = linkRules && allowedHref(linkHref, linkRules);
      const children = byPattern(linkText, null);
      out.push(...(href ? [{ kind: "link" as const, href, children }] : children));
    } else if (bare) {
      const href = linkRules && allowedHref(bare, linkRules);
      out.push(href ? { kind: "link", href, children: [{ kind: "text", text: bare }] } : { kind: "text", text: bare });
    }
    rest = rest.slice(match.index + whole.length);
  }
  const merged: Inline[] = [];
  for (const node of out) {
    const last = merged[merged.length - 1];
    if (node.kind === "text" && last?.kind === "text") merged[merged.length - 1] = { kind: "text", text: last.text + node.text };
    else merged.push(node);
  }
  return merged;
}

describe("the inline reader", () => {
  it("reads tens of thousands of random snippets exactly as the pattern does", () => {
    const random = seededRandom(17);
    const pieces = [
      "*",
      "**",
      "_",
      "__",
      "[",
      "]",
      "(",
      ")",
      "](",
      " ",
      "\n",
      "a",
      "b",
      ".",
      ",",
      "tel:",
      "+60 13",
      "-",
      "1",
      "http://",
      "https://",
      "aurelia-residences.example/units",
      "wa.me/60132884650",
      "<",
      "'",
      "?",
    ];
    const differences: string[] = [];
    for (let i = 0; i < 20_000 && differences.length < 5; i++) {
      let text = "";
      for (let k = Math.floor(random() * 14); k >= 0; k--) text += pieces[Math.floor(random() * pieces.length)];
      if (JSON.stringify(parseInline(text, rules)) !== JSON.stringify(byPattern(text, rules))) differences.push(text);
    }
    expect(differences).toEqual([]);
  });

  const work = (text: string) => {
    const before = inlineWork.chars;
    markdownToPlainText(text, rules);
    return inlineWork.chars - before;
  };

  it.each([
    ["unclosed brackets", (n: number) => "[".repeat(n)],
    ["brackets and letters", (n: number) => "[a".repeat(n / 2)],
    ["unclosed bold", (n: number) => "**a".repeat(n / 3)],
    ["unclosed links", (n: number) => "[a](".repeat(n / 4)],
    ["links into one long phone target", (n: number) => `${"[a".repeat(n / 4)}](tel:${"1 ".repeat(n / 4)}`],
    ["one long address of full stops", (n: number) => `https://${".".repeat(n)}`],
    ["stars between words", (n: number) => "*a ".repeat(n / 3)],
  ])("reads %s in one pass: twice the text, about twice the work", (_, text) => {
    const short = work(text(20_000));
    const long = work(text(40_000));
    expect(long).toBeLessThanOrEqual(2.2 * short);
    expect(long).toBeLessThan(20 * 40_000);
  });

  it("reads a 245 kB transcript of replies in a bounded number of steps", () => {
    const random = seededRandom(4);
    const marks = ["**", "*", "[", "](", ")", "__", "https://", "tel:", " ", "word ", "\n- ", "\n\n"];
    let transcript = "";
    while (transcript.length < 245_000) transcript += marks[Math.floor(random() * marks.length)];
    expect(work(transcript)).toBeLessThan(20 * transcript.length);
    expect(parseMarkdown(transcript, rules).length).toBeGreaterThan(0);
  });
});
