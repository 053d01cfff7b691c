"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { sendChat } from "@/lib/client/api/chat-client";
import { createThrottle, type ThrottleReason } from "@/lib/client/chat/throttle";
import { messageId, welcomeMessage, type ChatMessage } from "@/lib/shared/chat/types";
import { notify } from "@/lib/client/ui/notify";
import { serverErrorText } from "@/lib/client/api/error-text";
import { shareContactIfAny } from "./share-contact";

interface UseChatOptions {
  language: LocaleCode;
  assistantId: string;
  welcome: string;
  /** Called with each finished assistant reply (voice speaks it). */
  onReply?(message: ChatMessage): void;
  /** Called with the reply so far each time more of it streams in (voice speaks its finished sentences). */
  /** `whole`: the reply so far ends where a sentence ends. */
  onDelta?(replyId: string, soFar: string, whole: boolean): void;
}

/**
 * The conversation in the browser: sending, throttling, lead detection and the
 * streamed reply. A new welcome text (a language change) starts over.
 */
export function useChat({ language, assistantId, welcome, onReply, onDelta }: UseChatOptions) {
  const t = useTranslations();
  const tServer = useTranslations("serverErrors");
  const [messages, setMessages] = useState<ChatMessage[]>(() => [welcomeMessage(welcome)]);
  const [pending, setPending] = useState(false);
  // Read by `send`, which callers may hold from an older render (the speech
  // recogniser's result handler does): the state value there can be stale.
  const pendingRef = useRef(false);
  const [refusal, setRefusal] = useState<ThrottleReason | null>(null);
  const [shownWelcome, setShownWelcome] = useState(welcome);
  const throttle = useRef(createThrottle());
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  // A reply that arrives after the language changed belongs to the old conversation.
  const conversationRef = useRef(welcome);
  useEffect(() => {
    conversationRef.current = welcome;
  }, [welcome]);

  if (welcome !== shownWelcome) {
    setShownWelcome(welcome);
    setMessages([welcomeMessage(welcome)]);
    setRefusal(null);
  }

  const update = useCallback((id: string, patch: Partial<ChatMessage>) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
  }, []);

  const exchange = useCallback(
    async (text: string, conversation: ChatMessage[]) => {
      const startedIn = conversationRef.current;
      const stillCurrent = () => conversationRef.current === startedIn;
      // Contact retries wait for the chat's answer, which carries the conversation cookie they must join.
      let chatAnswered!: () => void;
      const answered = new Promise<void>((resolve) => (chatAnswered = resolve));
      try {
        const sentNotice = { title: t("toasts.contactSentTitle"), description: t("toasts.contactSent") };
        await shareContactIfAny(text, conversation, language, sentNotice, answered);

        const replyId = messageId();
        let started = false;
        const outcome = await sendChat({ message: text, assistantId, language }, (soFar, whole) => {
          if (!stillCurrent()) return;
          if (!started) {
            started = true;
            setMessages((list) => [
              ...list,
              { id: replyId, content: soFar, sender: "assistant", timestamp: Date.now(), streaming: true, audioReady: false },
            ]);
          } else update(replyId, { content: soFar });
          onDelta?.(replyId, soFar, whole);
        });

        if (!stillCurrent()) return;
        if (outcome.kind === "ok") {
          const reply: ChatMessage = {
            id: replyId,
            content: outcome.message,
            sender: "assistant",
            timestamp: Date.now(),
            audioReady: false,
            isPlaying: false,
          };
          // Speech may have started while it streamed: its state carries over to the finished reply.
          const finished = (m: ChatMessage): ChatMessage => ({
            ...reply,
            audioReady: Boolean(m.audioReady),
            isPlaying: Boolean(m.isPlaying),
          });
          setMessages((list) => (started ? list.map((m) => (m.id === replyId ? finished(m) : m)) : [...list, reply]));
          onReply?.(reply);
        } else {
          if (started) setMessages((list) => list.filter((m) => m.id !== replyId));
          const description =
            outcome.kind === "network"
              ? t("errors.network")
              : serverErrorText(tServer, outcome.code) || outcome.error || t("toasts.assistantFailed");
          notify({ title: t("toasts.errorTitle"), description, variant: "destructive" });
        }
      } catch (error) {
        console.error(error);
        notify({ title: t("toasts.errorTitle"), description: t("toasts.unexpected"), variant: "destructive" });
      } finally {
        chatAnswered();
        pendingRef.current = false;
        setPending(false);
      }
    },
    [assistantId, language, onDelta, onReply, t, tServer, update],
  );

  /** Returns at once whether the message was accepted; the reply arrives in the background. */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || pendingRef.current) return false;
      const verdict = throttle.current.attempt(assistantId, text, Date.now());
      if (!verdict.ok) {
        setRefusal(verdict.reason);
        return false;
      }
      setRefusal(null);
      const userMessage: ChatMessage = { id: messageId(), content: text, sender: "user", timestamp: Date.now() };
      const conversation = [...messagesRef.current, userMessage];
      messagesRef.current = conversation;
      setMessages(conversation);
      pendingRef.current = true;
      setPending(true);
      void exchange(text, conversation);
      return true;
    },
    [assistantId, exchange],
  );

  /** Why a message sent now would be refused by the client's own rules, or null when it would go. */
  const wouldRefuse = useCallback(
    (text: string): ThrottleReason | null => {
      const verdict = throttle.current.check(assistantId, text.trim(), Date.now());
      return verdict.ok ? null : verdict.reason;
    },
    [assistantId],
  );

  return { messages, pending, refusal, send, wouldRefuse, update };
}
