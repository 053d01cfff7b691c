"use client";

import { useSyncExternalStore } from "react";
import { useLocale } from "next-intl";
import { site } from "@/lib/shared/config/site";
import type { LinkRules } from "@/lib/shared/chat/markdown";
import { resolveLocale, localeInfo } from "@/lib/shared/i18n/locales";
import { MarkdownView } from "./markdown-view";

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

/** A reply's markdown, with the page's own origin for its links and its language's direction. */
export function MessageContent({ text }: { text: string }) {
  const rtl = localeInfo(resolveLocale(useLocale())).dir === "rtl";
  return <MarkdownView text={text} rules={useLinkRules()} rtl={rtl} />;
}
