import "server-only";
import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read. Only these travel to the
 * browser in the page's data; the rest (metadata, unit cards, footer, welcome
 * texts, the 404 page) are rendered on the server. client-messages.test.ts
 * checks this list against every client component.
 */
export const CLIENT_NAMESPACES = ["site", "splash", "header", "hero", "chat", "errors", "serverErrors", "toasts"] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
