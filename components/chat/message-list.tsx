"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/chat/types";
import { markdownToPlainText } from "@/lib/chat/plain-text";
import { site } from "@/lib/config/site";
import { riseIn } from "@/lib/ui/motion";
import { MessageContent } from "./message-content";
import { PlayButton } from "./play-button";
import styles from "./chat.module.css";

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  mobile: boolean;
  onPlay(message: ChatMessage): void;
}

// Link targets are left out, so any origin reads the same.
const spoken = (markdown: string) => markdownToPlainText(markdown, { origin: site.url }, { linkTargets: false });

export function MessageList({ messages, pending, mobile, onPlay }: MessageListProps) {
  const t = useTranslations("chat");
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages[messages.length - 1];

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: "smooth" });
  }, [messages.length, last?.content, pending]);

  const showTyping = pending && !(last?.sender === "assistant" && last.streaming);
  const finishedReply = [...messages].reverse().find((m) => m.sender === "assistant" && !m.streaming);

  return (
    <>
      <ol ref={listRef} className={styles.messages} aria-label={t("conversation")} data-testid="chat-messages" tabIndex={0}>
        {messages.map((message) => (
          <li
            // A built page carries one welcome text and the visit picks its own after hydration: a new
            // element for a new text is drawn in place, where reused ones would count as moving.
            key={message.id === "welcome" ? `welcome:${message.content}` : message.id}
            ref={message.id === "welcome" ? undefined : riseIn}
            className={styles.row}
            data-sender={message.sender}
            data-testid="chat-message"
            data-message-id={message.id}
          >
            <span className="visually-hidden">{message.sender === "user" ? t("you") : t("assistant")}: </span>
            <div className={styles.bubble}>
              <MessageContent text={message.content} />
              {message.sender === "assistant" && !message.streaming && (
                <PlayButton message={message} excerpt={spoken(message.content)} mobile={mobile} onPlay={() => onPlay(message)} />
              )}
            </div>
          </li>
        ))}
        {showTyping && (
          <li className={styles.row} data-sender="assistant" data-testid="typing-indicator">
            <div className={`${styles.bubble} ${styles.typing}`} aria-hidden="true">
              <i /><i /><i />
            </div>
          </li>
        )}
      </ol>
      {/* Always in the page, so a screen reader hears "typing" when it starts; the dots are decoration. */}
      <div className="visually-hidden" role="status" data-testid="chat-status">
        {showTyping ? t("typing") : ""}
      </div>
      {/* Finished replies only, as plain text: a streaming one would be read word by word, markdown marks aloud. */}
      <div className="visually-hidden" aria-live="polite" data-testid="chat-announcer">
        {finishedReply && finishedReply.id !== "welcome" ? spoken(finishedReply.content) : ""}
      </div>
    </>
  );
}
