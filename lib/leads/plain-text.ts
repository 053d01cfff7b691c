import type { ConversationEntry } from "@/lib/api/contract";
import { parseMarkdown, type Inline, type LinkRules } from "@/lib/chat/markdown";
import { site } from "@/lib/config/site";

// The origin the chat itself renders replies with on the server, so links read as they did on the page.
const LINK_RULES: LinkRules = { origin: site.url };

/**
 * A message as the sales team (and their CRM) should read it: the visitor's
 * own words exactly as sent (marks and all, they are evidence), the
 * consultant's reply without its markdown.
 */
export function entryPlainText(entry: ConversationEntry): string {
  return entry.sender === "assistant" ? markdownToPlainText(entry.content, LINK_RULES) : entry.content;
}

/**
 * A consultant reply as plain text, read with the same parser (and link rules)
 * the chat renders it with, so the sales team reads what the visitor saw:
 * emphasis without its marks, links as "text (url)", lists one item a line.
 * A link the chat refused shows only its text, as it did on the page.
 */
export function markdownToPlainText(source: string, rules: LinkRules): string {
  return parseMarkdown(source, rules)
    .map((block) =>
      block.kind === "paragraph"
        ? inlineText(block.children)
        : block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "•"} ${inlineText(item)}`).join("\n"),
    )
    .join("\n\n");
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
          return node.text;
        case "strong":
        case "em":
          return inlineText(node.children);
        case "link": {
          const text = inlineText(node.children);
          return sameTarget(text, node.href) ? text : `${text} (${node.href})`;
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
