"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "next-intl";
import { assistantIdFor } from "@/lib/shared/config/site";
import { resolveLocale } from "@/lib/shared/i18n/locales";
import type { ChatMessage } from "@/lib/shared/chat/types";
import { isMobileDevice } from "@/lib/client/voice/device";
import { notify } from "@/lib/client/ui/notify";
import { useHandsFree } from "@/components/voice/use-hands-free";
import { useReplyAudio } from "@/components/voice/use-reply-audio";
import { useVoice } from "@/components/voice/use-voice";
import { onAskAboutUnit } from "./chat-events";
import { Composer } from "./composer";
import { HandsFreeSwitch } from "./hands-free-switch";
import { MessageList } from "./message-list";
import { PanelView } from "./panel-view";
import { TrainingObjection } from "./training-objection";
import { VoiceButton } from "./voice-button";
import { useChat } from "./use-chat";
import { useWelcome } from "./use-welcome";
import styles from "./chat.module.css";

export const AUTO_SPEECH_DELAY_MS = 500;
export const AUTO_SEND_AFTER_RECOGNITION_MS = 100;

/** What the visitor did with the server-drawn chat before this one took its place (chat-island.tsx). */
export interface Handover {
  /** The drawn chat's text box, with what was typed in it. */
  box: HTMLTextAreaElement | null;
  /** A unit card's "Discuss with AI" pressed meanwhile. */
  ask?: string;
  /** Enter pressed in the drawn box: what it holds is sent. */
  send?: boolean;
}

export function ChatPanel({ welcomes, handover }: { welcomes: string[]; handover: Handover }) {
  const t = useTranslations();
  const language = resolveLocale(useLocale());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Read while the drawn box is still in the page: it leaves when this panel replaces it.
  const [taken] = useState(() => takeBox(handover.box));
  const [input, setInput] = useState(() => (handover.ask ? t("chat.askAbout", { unit: handover.ask }) : taken.text));
  const mobile = useIsMobile();
  // Replies arrive before the voice hook exists in render order; refs bridge the two.
  const speakRef = useRef<(reply: ChatMessage) => void>(() => {});
  const followRef = useRef<(replyId: string, soFar: string, whole: boolean) => void>(() => {});
  const spokenRef = useRef<() => void>(() => {});

  const chat = useChat({
    language,
    assistantId: assistantIdFor(language),
    welcome: useWelcome(welcomes),
    onReply: useCallback((reply: ChatMessage) => speakRef.current(reply), []),
    onDelta: useCallback((replyId: string, soFar: string, whole: boolean) => followRef.current(replyId, soFar, whole), []),
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

  // Where in the conversation the visitor's objection to training stands: confirmed once the
  // consultant has answered it. A failed send leaves the control to press again; a new language
  // is a new conversation (the chat starts over), which the objection does not cover.
  const [objectionAt, setObjectionAt] = useState<number | null>(null);
  const objectionConfirmed =
    objectionAt !== null &&
    !chat.pending &&
    chat.messages[objectionAt]?.sender === "user" &&
    chat.messages[objectionAt + 1]?.sender === "assistant";
  function objectToTraining() {
    const at = chat.messages.length;
    if (chat.send(t("chat.trainingObjection"))) setObjectionAt(at);
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

  // Enter pressed in the server-drawn box before this panel arrived sends what was typed.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a send the visitor asked for before the panel arrived
    if (handover.send && !handover.ask) submit(handover.box?.value ?? taken.text);
    // Once, as this panel arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Spoken sentence by sentence while it streams; the first waits AUTO_SPEECH_DELAY_MS.
    followRef.current = (replyId, soFar, whole) => {
      if (voice.enabled) audio.follow(replyId, soFar, whole);
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

  // The drawn box's text, caret and focus carry over; a question asked from a unit card meanwhile wins.
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    if (handover.ask) {
      box.focus({ preventScroll: true });
      return;
    }
    // Text typed between this panel's render and its arrival in the page is the visitor's too.
    const text = handover.box?.value ?? taken.text;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, as the panel arrives, before it is painted
    if (text !== taken.text) setInput(text);
    if (!taken.focused) return;
    box.value = text;
    box.focus({ preventScroll: true });
    box.setSelectionRange(taken.selection[0], taken.selection[1]);
    // Once, as this panel arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPlay(message: ChatMessage) {
    if (!voice.enabled) {
      notify({ title: t("toasts.enableVoiceFirstTitle"), description: t("toasts.enableVoiceFirst") });
      voice.highlight();
      return;
    }
    void audio.play(message);
  }

  return (
    <PanelView
      list={<MessageList messages={chat.messages} pending={chat.pending} mobile={mobile} onPlay={onPlay} />}
      refusal={
        chat.refusal && (
          <p className={styles.refusal} role="alert" data-testid="chat-refusal">
            {chat.refusal === "rateLimit" ? t("errors.rateLimit") : t("errors.duplicate")}
          </p>
        )
      }
      composer={<Composer value={input} onChange={setInput} onSend={() => submit(input)} disabled={chat.pending} inputRef={inputRef} />}
      actions={
        <>
          <VoiceButton state={voice.state} highlighted={voice.highlighted} onPress={() => void voice.press()} />
          {voice.enabled && <HandsFreeSwitch on={handsFree.on} onToggle={handsFree.toggle} />}
        </>
      }
      objection={<TrainingObjection confirmed={objectionConfirmed} disabled={chat.pending} onObject={objectToTraining} />}
    />
  );
}

function takeBox(box: HTMLTextAreaElement | null): { text: string; focused: boolean; selection: [number, number] } {
  if (!box) return { text: "", focused: false, selection: [0, 0] };
  return { text: box.value, focused: document.activeElement === box, selection: [box.selectionStart, box.selectionEnd] };
}

const subscribeNever = () => () => {};

function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => isMobileDevice(navigator.userAgent, navigator.maxTouchPoints),
    () => false,
  );
}
