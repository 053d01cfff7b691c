import { Fragment, type ReactNode } from "react";
import { parseMarkdown, type Inline } from "@/lib/chat/markdown";

/** Renders a reply's light markdown as elements; text is always text. */
export function MessageContent({ text }: { text: string }) {
  return (
    <>
      {parseMarkdown(text).map((block, i) =>
        block.kind === "paragraph" ? (
          <p key={i}>{renderInline(block.children)}</p>
        ) : block.ordered ? (
          <ol key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</ol>
        ) : (
          <ul key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</ul>
        ),
      )}
    </>
  );
}

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "link":
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}
