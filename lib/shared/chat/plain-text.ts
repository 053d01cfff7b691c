import { parseMarkdown, type Inline, type LinkRules } from "./markdown";

/**
 * A consultant reply as plain text, read with the same parser (and link rules)
 * the chat renders it with, so the sales team reads what the visitor saw:
 * emphasis without its marks, links as "text (url)", lists one item a line.
 * A link the chat refused shows only its text, as it did on the page.
 */
export function markdownToPlainText(source: string, rules: LinkRules, options: PlainTextOptions = {}): string {
  const inline = (nodes: Inline[]) => inlineText(nodes, options.linkTargets !== false);
  return parseMarkdown(source, rules)
    .map((block) =>
      block.kind === "paragraph"
        ? inline(block.children)
        : block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "•"} ${inline(item)}`).join("\n"),
    )
    .join("\n\n");
}

export interface PlainTextOptions {
  /** False leaves a link's address out: a screen reader reads the text, the link itself stays on the page. */
  linkTargets?: boolean;
}

function inlineText(nodes: Inline[], linkTargets: boolean): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
          return node.text;
        case "strong":
        case "em":
          return inlineText(node.children, linkTargets);
        case "link": {
          const text = inlineText(node.children, linkTargets);
          return !linkTargets || sameTarget(text, node.href) ? text : `${text} (${node.href})`;
        }
      }
    })
    .join("");
}

/** A bare URL is its own text: "https://x (https://x/)" would say it twice. */
function sameTarget(text: string, href: string): boolean {
  try {
    return new URL(text.trim()).href === href;
  } catch {
    return false;
  }
}
