"use client";

import { Fragment, useSyncExternalStore, type ReactNode } from "react";
import { site } from "@/lib/config/site";
import { parseMarkdown, type Inline, type LinkRules } from "@/lib/chat/markdown";

const subscribeNever = () => () => {};

/**
 * The origin replies may link to: the page's own, once in the browser. The
 * server (and hydration) use `site.url`, so both render the same first tree.
 */
function useLinkRules(): LinkRules {
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => site.url,
  );
  return { origin };
}

/** Renders a reply's light markdown as elements; text is always text. */
export function MessageContent({ text }: { text: string }) {
  const rules = useLinkRules();
  return (
    <>
      {parseMarkdown(text, rules).map((block, i) =>
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
