import "server-only";
import type { ConversationEntry } from "@/lib/shared/api/contract";
import { markdownToPlainText } from "@/lib/shared/chat/plain-text";
import type { LinkRules } from "@/lib/shared/chat/markdown";
import { site } from "@/lib/shared/config/site";

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
