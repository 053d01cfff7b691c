import { Fragment, type ReactNode } from "react";
import { isolateLtr, parseMarkdown, type Inline, type LinkRules, type ShownInline } from "@/lib/shared/chat/markdown";

/**
 * Renders a reply's light markdown as elements; text is always text. On a
 * right-to-left page, phone numbers, addresses and figures are isolated left
 * to right, so "+60 13-288 4650" does not turn into "4650 13-288 +60".
 * Without hooks, so the server draws the chat's first state with it too.
 */
export function MarkdownView({ text, rules, rtl }: { text: string; rules: LinkRules; rtl: boolean }) {
  const inline = (nodes: Inline[]) => renderInline(rtl ? isolateLtr(nodes) : nodes);
  return (
    <>
      {parseMarkdown(text, rules).map((block, i) =>
        block.kind === "paragraph" ? (
          <p key={i}>{inline(block.children)}</p>
        ) : block.ordered ? (
          <ol key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ol>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function renderInline(nodes: ShownInline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "ltr":
        return (
          <bdi key={i} dir="ltr">
            {node.text}
          </bdi>
        );
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "link":
        // A tel: link hands over to the dialler; a new tab would only leave a blank page behind.
        return node.href.startsWith("tel:") ? (
          <a key={i} href={node.href}>
            {renderInline(node.children)}
          </a>
        ) : (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}
