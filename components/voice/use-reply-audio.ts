"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslations } from "next-intl";
import { requestSpeech } from "@/lib/client/api/tts-client";
import { serverErrorText } from "@/lib/client/api/error-text";
import type { ChatMessage } from "@/lib/shared/chat/types";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { isSpeakable, speakableText } from "@/lib/shared/speech/speakable-text";
import { DEFAULT_VOICE } from "@/lib/shared/speech/voices";
import { resumeAudioContext, sharedAudioElement } from "@/lib/client/voice/audio-unlock";
import { speechCacheKey } from "@/lib/client/voice/device";
import { elementPlayer } from "@/lib/client/voice/element-player";
import { cachedSynthesis, createReplySpeech, type ClipPlayer, type ReplySpeech } from "@/lib/client/voice/reply-speech";
import { createSentenceSplitter, splitSentences, type SentenceSplitter } from "@/lib/shared/speech/sentences";
import { notify } from "@/lib/client/ui/notify";

interface Options {
  language: LocaleCode;
  update(id: string, patch: Partial<ChatMessage>): void;
  /** Waited after a streamed reply's first sentence before it is heard. */
  autoDelayMs: number;
  /** A reply was heard to its end (hands-free listens again). */
  onSpoken?(id: string): void;
}

interface Streamed {
  splitter: SentenceSplitter;
  /** How much of the reply the splitter has seen. */
  seen: string;
  speech: ReplySpeech;
}

const speakable = (sentence: string) => isSpeakable(speakableText(sentence));

/**
 * Per-reply audio, as a whole: not ready → ready (its first sentence
 * synthesised) → playing → ready. A reply that streams is spoken sentence by
 * sentence while it arrives; Play speaks a reply's sentences from the cache.
 * One reply plays at a time, through the page's one audio element.
 */
export function useReplyAudio({ language, update, autoDelayMs, onSpoken }: Options) {
  const t = useTranslations("toasts");
  const tErrors = useTranslations("errors");
  const tServer = useTranslations("serverErrors");
  const current = useRef<{ id: string; speech: ReplySpeech } | null>(null);
  const streams = useRef(new Map<string, Streamed>());
  const player = useRef<ClipPlayer | null>(null);
  const playerOf = () => (player.current ??= elementPlayer(sharedAudioElement()!));
  // Latest callbacks for speech started by an older render.
  const latest = useRef({ update, onSpoken });
  useEffect(() => {
    latest.current = { update, onSpoken };
  }, [update, onSpoken]);

  const synthesise = useMemo(
    () =>
      cachedSynthesis(
        async (sentence) => {
          const outcome = await requestSpeech({ text: sentence, voice: DEFAULT_VOICE, language });
          if (outcome.ok) return outcome.audioUrl;
          const fallback = outcome.reason === "exception" ? tErrors("ttsException") : tErrors("ttsFailed");
          const description = serverErrorText(tServer, outcome.code) ?? outcome.error ?? fallback;
          notify({ title: t("ttsErrorTitle"), description, variant: "destructive" });
          return null;
        },
        (sentence) => speechCacheKey(sentence, DEFAULT_VOICE, language),
      ),
    [language, t, tErrors, tServer],
  );

  const stopAll = useCallback(() => {
    current.current?.speech.stop();
    current.current = null;
    player.current?.stop();
  }, []);

  useEffect(() => stopAll, [stopAll]);

  /** Makes the speech of one reply the one that plays, stopping any other. */
  const start = useCallback(
    (id: string, startAfterMs: number, sentences: string[] = []): ReplySpeech => {
      stopAll();
      const speech = createReplySpeech({
        synthesise,
        player: playerOf(),
        startAfterMs,
        onReady: () => latest.current.update(id, { audioReady: true }),
        onPlaying: (playing) => latest.current.update(id, { isPlaying: playing }),
      });
      sentences.filter(speakable).forEach((s) => speech.add(s));
      current.current = { id, speech };
      speech
        .play()
        .then((end) => {
          if (end === "ended") latest.current.onSpoken?.(id);
        })
        .catch((error: unknown) => {
          const blocked = error instanceof DOMException && error.name === "NotAllowedError";
          notify({ title: t("audioErrorTitle"), description: blocked ? t("playbackFailed") : t("audioError"), variant: "destructive" });
        })
        .finally(() => {
          if (current.current?.speech === speech) current.current = null;
        });
      return speech;
    },
    [stopAll, synthesise, t],
  );

  /**
   * The reply so far, while it streams: each sentence it completes is synthesised and queued. A reply
   * the server sends a whole sentence at a time (`whole`) is cut at once, not when the next one begins.
   */
  const follow = useCallback(
    (id: string, soFar: string, whole = false) => {
      let streamed = streams.current.get(id);
      if (!streamed) {
        streamed = { splitter: createSentenceSplitter(language), seen: "", speech: start(id, autoDelayMs) };
        streams.current.set(id, streamed);
      }
      if (!soFar.startsWith(streamed.seen)) return;
      const sentences = [...streamed.splitter.push(soFar.slice(streamed.seen.length)), ...(whole ? streamed.splitter.flush() : [])];
      streamed.seen = soFar;
      sentences.filter(speakable).forEach((s) => streamed.speech.add(s));
    },
    [autoDelayMs, language, start],
  );

  /** The finished reply: the rest of a streamed one is queued; one that did not stream is spoken whole. */
  const complete = useCallback(
    (reply: ChatMessage) => {
      const streamed = streams.current.get(reply.id);
      streams.current.delete(reply.id);
      if (!streamed) {
        start(reply.id, autoDelayMs, splitSentences(reply.content, language)).finish();
        return;
      }
      const rest = reply.content.startsWith(streamed.seen) ? streamed.splitter.push(reply.content.slice(streamed.seen.length)) : [];
      [...rest, ...streamed.splitter.flush()].filter(speakable).forEach((s) => streamed.speech.add(s));
      streamed.speech.finish();
    },
    [autoDelayMs, language, start],
  );

  /** Play: the whole reply from its first sentence; pressed while it plays, it stops and rewinds. */
  const play = useCallback(
    async (message: ChatMessage) => {
      if (current.current?.id === message.id) {
        // Still being prepared: this press waits with the first one rather than asking again.
        if (message.isPlaying) stopAll();
        return;
      }
      await resumeAudioContext().catch(() => {});
      start(message.id, 0, splitSentences(message.content, language)).finish();
    },
    [language, start, stopAll],
  );

  return { follow, complete, play, stopAll };
}
