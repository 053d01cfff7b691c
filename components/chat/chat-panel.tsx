"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "next-intl";
import { assistantIdFor } from "@/lib/shared/config/site";
import { resolveLocale } from "@/lib/shared/i18n/locales";
import type { ChatMessage } from "@/lib/shared/chat/types";
import type { BoxState } from "@/lib/client/chat/drawn-box";
import { isMobileDevice } from "@/lib/client/voice/device";
import { MIN_INTERVAL_MS } from "@/lib/client/chat/throttle";
import { takeFirstActions } from "@/lib/client/ui/first-actions";
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
  /** What the drawn chat's text box holds: as it is while it is in the page, then as it left it. */
  drawn(): BoxState;
}

export function ChatPanel({ welcomes, handover }: { welcomes: string[]; handover: Handover }) {
  const t = useTranslations();
  const language = resolveLocale(useLocale());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The drawn box as this panel is first drawn; keys pressed until it is in the page are read as it arrives.
  const [taken] = useState(() => handover.drawn());
  const [input, setInput] = useState(taken.text);
  // What the visitor pressed in the drawn chat (or on a unit card) before this panel arrived, taken
  // as it arrives (lib/shared/ui/first-action.ts): the drawn controls are gone from the page by then.
  const pressed = useRef<ReturnType<typeof takeFirstActions<"send" | "voice" | "play" | "ask" | "object">>>([]);
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
  function objectToTraining(): boolean {
    const at = chat.messages.length;
    const sent = chat.send(t("chat.trainingObjection"));
    if (sent) setObjectionAt(at);
    return sent;
  }

  // An objection pressed right after a question (in the drawn chat or the live one): the question goes
  // first, and the objection once its reply is in and the one-message-a-second rule allows it, so
  // neither is refused. The visitor pressed a control, not a second message: no "please wait" for it.
  const [objectionWaits, setObjectionWaits] = useState(false);
  const objectLatest = useRef(objectToTraining);
  useEffect(() => {
    objectLatest.current = objectToTraining;
  });
  useEffect(() => {
    if (!objectionWaits || chat.pending) return;
    const timer = window.setTimeout(() => {
      objectLatest.current();
      setObjectionWaits(false);
    }, MIN_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [objectionWaits, chat.pending]);
  function pressObjection() {
    if (chat.pending || chat.wouldRefuse(t("chat.trainingObjection")) === "rateLimit") setObjectionWaits(true);
    else objectToTraining();
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

  // Play pressed on the drawn chat's `index`-th message, once voice is settled (`on`: it came on meanwhile).
  const playFirst = useRef<(index: number, on: boolean) => void>(() => {});
  useEffect(() => {
    playFirst.current = (index, on) => {
      const reply = chat.messages[index];
      if (reply?.sender !== "assistant") return;
      if (on) void audio.play(reply);
      else onPlay(reply);
    };
  });

  // What was pressed in the drawn chat before this panel arrived happens now, once: the question sent
  // with Enter or send (already shown as sent) is sent, the objection to training is sent, "Enable
  // Voice Assistant" turns voice on with the permissions asked for in that press, and Play plays once
  // voice is settled.
  useEffect(() => {
    const early = pressed.current;
    pressed.current = [];
    const sent = early.find((action) => action.type === "send");
    if (sent) submit(sent.text);
    if (early.some((action) => action.type === "object")) {
      if (sent) setObjectionWaits(true);
      else objectToTraining();
    }
    const voicePress = early.find((action) => action.type === "voice");
    const voiceOn = voicePress ? voice.adopt(voicePress) : Promise.resolve(false);
    const play = early.find((action) => action.type === "play");
    if (play) void voiceOn.then((on) => playFirst.current(play.index, on));
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

  // Listening from the moment this panel is in the page: a question asked before then waits in the
  // first-action queue, taken below in the same commit, so none falls between the two.
  useLayoutEffect(
    () =>
      onAskAboutUnit((unit) => {
        setInput(t("chat.askAbout", { unit }));
        inputRef.current?.focus({ preventScroll: true });
      }),
    [t],
  );

  // The drawn box's text, caret and focus carry over; a question asked from a unit card meanwhile wins.
  useLayoutEffect(() => {
    pressed.current = takeFirstActions(["send", "voice", "play", "ask", "object"]);
    const box = inputRef.current;
    if (!box) return;
    const asked = [...pressed.current].reverse().find((action) => action.type === "ask");
    if (asked) {
      setInput(t("chat.askAbout", { unit: asked.unit }));
      box.focus({ preventScroll: true });
      // The drawn link wrote "#chat" into the address; the router, starting up after that press, may have put
      // back the address it started from. The visitor's press decides where the page says it is.
      if (window.location.hash !== "#chat") window.history.replaceState(window.history.state, "", "#chat");
      return;
    }
    // Text typed between this panel's render and its arrival in the page is the visitor's too, and so is
    // the caret it moved: the next key lands where the last one did.
    const { text, focused, selection } = handover.drawn();
    if (text !== taken.text) setInput(text);
    if (!focused) return;
    box.value = text;
    box.focus({ preventScroll: true });
    box.setSelectionRange(selection[0], selection[1]);
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
      objection={<TrainingObjection confirmed={objectionConfirmed} disabled={objectionWaits} onObject={pressObjection} />}
    />
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
