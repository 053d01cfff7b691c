"use client";

import { sendContact } from "@/lib/client/api/contact-client";
import { detectContact } from "@/lib/shared/chat/contact-detection";
import type { ChatMessage } from "@/lib/shared/chat/types";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { notify } from "@/lib/client/ui/notify";

/**
 * When a message carries a phone number, the lead and the conversation so far
 * go to the sales team before the chat call. The chat waits for the first try
 * only; retries go on after the chat call has answered (the chat route stores
 * the lead itself either way). A failure is logged, never shown: the reply
 * tells the truth.
 */
export async function shareContactIfAny(
  text: string,
  conversation: readonly ChatMessage[],
  language: LocaleCode,
  sentNotice: { title: string; description: string },
  chatAnswered: Promise<unknown>,
): Promise<void> {
  const contact = detectContact(text);
  if (!contact.phone) return;
  const delivery = sendContact(
    {
      name: contact.name,
      phone: contact.phone,
      language,
      messages: conversation.map((m) => ({ sender: m.sender, content: m.content, timestamp: new Date(m.timestamp).toISOString() })),
      // The chat call for this very message follows: the sales email waits for its reply.
      awaitingReply: true,
    },
    chatAnswered,
  );
  void delivery.settled.then((outcome) => {
    if (outcome.sent) notify(sentNotice);
    else console.warn("Contact info was not sent:", outcome.error);
  });
  await delivery.first;
}
