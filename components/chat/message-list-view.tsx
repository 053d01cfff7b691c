import type { ComponentType, Ref } from "react";
import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/shared/chat/types";
import { markdownToPlainText } from "@/lib/shared/chat/plain-text";
import { site } from "@/lib/shared/config/site";
import { DRAWN_QUESTION_ATTRIBUTE } from "@/lib/shared/ui/first-action";
import { PlayButton } from "./play-button";
import styles from "./chat.module.css";

export interface MessageListViewProps {
  messages: ChatMessage[];
  pending: boolean;
  mobile: boolean;
  /** Draws a message's markdown: with the browser's origin for links in the page, the site's on the server. */
  Content: ComponentType<{ text: string }>;
  onPlay?(message: ChatMessage): void;
  listRef?: Ref<HTMLOListElement>;
  /** Lets new rows rise in; the browser's only. */
  rowRef?(row: HTMLLIElement | null): void;
  /**
   * The server's first state carries every welcome text, and the page's pre-paint script shows the
   * visit's pick among them (`data-welcome` on <html>), so the welcome never changes under the reader.
   */
  welcomeTexts?: readonly string[];
  /**
   * The server-drawn chat's hidden row for a question sent before the live chat arrived, which the page's
   * first-action script fills and shows (lib/shared/ui/first-action.ts).
   */
  drawnQuestion?: boolean;
}

// Link targets are left out, so any origin reads the same.
const spokenText = (markdown: string) => markdownToPlainText(markdown, { origin: site.url }, { linkTargets: false });

/** The conversation, its typing status and its announcer; without hooks but translations, so the server draws it too. */
export function MessageListView({
  messages,
  pending,
  mobile,
  Content,
  onPlay,
  listRef,
  rowRef,
  welcomeTexts,
  drawnQuestion,
}: MessageListViewProps) {
  const t = useTranslations("chat");
  const last = messages[messages.length - 1];
  const showTyping = pending && !(last?.sender === "assistant" && last.streaming);
  const finishedReply = [...messages].reverse().find((m) => m.sender === "assistant" && !m.streaming);

  const body = (message: ChatMessage) => (
    <>
      <Content text={message.content} />
      {message.sender === "assistant" && !message.streaming && (
        <PlayButton message={message} excerpt={spokenText(message.content)} mobile={mobile} onPlay={onPlay && (() => onPlay(message))} />
      )}
    </>
  );

  return (
    <>
      <ol ref={listRef} className={styles.messages} aria-label={t("conversation")} data-testid="chat-messages" tabIndex={0}>
        {messages.map((message) => (
          <li
            // A new welcome text (a language change) is a new element drawn in place, where a reused one would count as moving.
            key={message.id === "welcome" ? `welcome:${message.content}` : message.id}
            ref={message.id === "welcome" ? undefined : rowRef}
            className={styles.row}
            data-sender={message.sender}
            data-testid="chat-message"
            data-message-id={message.id}
          >
            <span className="visually-hidden">{t("speaker", { name: message.sender === "user" ? t("you") : t("assistant") })} </span>
            <div className={styles.bubble}>
              {message.id === "welcome" && welcomeTexts
                ? welcomeTexts.map((text, i) => (
                    <div key={i} className={styles.welcomeVariant} data-welcome-variant={i}>
                      {body({ ...message, content: text })}
                    </div>
                  ))
                : body(message)}
            </div>
          </li>
        ))}
        {drawnQuestion && (
          <li hidden className={styles.row} data-sender="user" data-testid="chat-drawn-question">
            <span className="visually-hidden">{t("speaker", { name: t("you") })} </span>
            <div className={styles.bubble} {...{ [DRAWN_QUESTION_ATTRIBUTE]: "" }} />
          </li>
        )}
        {showTyping && (
          <li className={styles.row} data-sender="assistant" data-testid="typing-indicator">
            <div className={`${styles.bubble} ${styles.typing}`} aria-hidden="true">
              <i />
              <i />
              <i />
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
        {finishedReply && finishedReply.id !== "welcome" ? spokenText(finishedReply.content) : ""}
      </div>
    </>
  );
}
