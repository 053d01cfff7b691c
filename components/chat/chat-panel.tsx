"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { assistantIdFor } from "@/lib/config/site";
import { codeFromTag } from "@/lib/i18n/locales";
import type { ChatMessage } from "@/lib/chat/types";
import { isMobileDevice } from "@/lib/voice/device";
import { notify } from "@/lib/ui/notify";
import { useHandsFree } from "@/components/voice/use-hands-free";
import { useReplyAudio } from "@/components/voice/use-reply-audio";
import { useVoice } from "@/components/voice/use-voice";
import { onAskAboutUnit } from "./chat-events";
import { Composer } from "./composer";
import { HandsFreeSwitch } from "./hands-free-switch";
import { MessageList } from "./message-list";
import { VoiceButton } from "./voice-button";
import { useChat } from "./use-chat";
import { useWelcome } from "./use-welcome";
import styles from "./chat.module.css";

export const AUTO_SPEECH_DELAY_MS = 500;
export const AUTO_SEND_AFTER_RECOGNITION_MS = 100;

export function ChatPanel({ welcomes }: { welcomes: string[] }) {
  const t = useTranslations();
  const language = codeFromTag(useLocale());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [input, setInput] = useState("");
  const mobile = useIsMobile();
  // Replies arrive before the voice hook exists in render order; refs bridge the two.
  const speakRef = useRef<(reply: ChatMessage) => void>(() => {});
  const followRef = useRef<(replyId: string, soFar: string) => void>(() => {});
  const spokenRef = useRef<() => void>(() => {});

  const chat = useChat({
    language,
    assistantId: assistantIdFor(language),
    welcome: useWelcome(welcomes),
    onReply: useCallback((reply: ChatMessage) => speakRef.current(reply), []),
    onDelta: useCallback((replyId: string, soFar: string) => followRef.current(replyId, soFar), []),
  });
  const audio = useReplyAudio({
    language,
    update: chat.update,
    autoDelayMs: AUTO_SPEECH_DELAY_MS,
    onSpoken: useCallback(() => spokenRef.current(), []),
  });

  function submit(text: string) {
    if (chat.send(text)) setInput("");
  }

  const voice = useVoice({
    language,
    stopAudio: audio.stopAll,
    onTranscript(text: string) {
      setInput(text);
      window.setTimeout(() => submit(text), AUTO_SEND_AFTER_RECOGNITION_MS);
    },
  });

  const handsFree = useHandsFree(voice.listenAgain);

  useEffect(() => {
    // Spoken sentence by sentence while it streams; the first waits AUTO_SPEECH_DELAY_MS.
    followRef.current = (replyId, soFar) => {
      if (voice.enabled) audio.follow(replyId, soFar);
    };
    speakRef.current = (reply) => {
      if (voice.enabled) audio.complete(reply);
    };
    spokenRef.current = handsFree.replySpoken;
  }, [voice.enabled, audio, handsFree.replySpoken]);

  // Back to the box when a reply has just finished, for the next question; never on page load,
  // where it would pull the first Tab past the header and the carousel to the chat below the fold.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !chat.pending) inputRef.current?.focus({ preventScroll: true });
    wasPending.current = chat.pending;
  }, [chat.pending]);

  useEffect(
    () =>
      onAskAboutUnit((unit) => {
        setInput(t("chat.askAbout", { unit }));
        inputRef.current?.focus({ preventScroll: true });
      }),
    [t],
  );

  function onPlay(message: ChatMessage) {
    if (!voice.enabled) {
      notify({ title: t("toasts.enableVoiceFirstTitle"), description: t("toasts.enableVoiceFirst") });
      voice.highlight();
      return;
    }
    void audio.play(message);
  }

  return (
    <div className={styles.panel} data-testid="chat-panel">
      <MessageList messages={chat.messages} pending={chat.pending} mobile={mobile} onPlay={onPlay} />
      <div className={styles.footer}>
        {chat.refusal && (
          <p className={styles.refusal} role="alert" data-testid="chat-refusal">
            {chat.refusal === "rateLimit" ? t("errors.rateLimit") : t("errors.duplicate")}
          </p>
        )}
        <Composer value={input} onChange={setInput} onSend={() => submit(input)} disabled={chat.pending} inputRef={inputRef} />
        <div className={styles.actions}>
          <VoiceButton state={voice.state} highlighted={voice.highlighted} onPress={() => void voice.press()} />
          {voice.enabled && <HandsFreeSwitch on={handsFree.on} onToggle={handsFree.toggle} />}
        </div>
        <p className={styles.note}>
          {t("chat.note")} <Link href="/privacy" prefetch={false}>{t("chat.privacyLink")}</Link>
        </p>
      </div>
    </div>
  );
}

const subscribeNever = () => () => {};

function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => isMobileDevice(navigator.userAgent, navigator.maxTouchPoints),
    () => false,
  );
}
