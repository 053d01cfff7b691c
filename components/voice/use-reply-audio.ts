"use client";

import { useCallback, useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { requestSpeech } from "@/lib/api/tts-client";
import type { ChatMessage } from "@/lib/chat/types";
import type { LocaleCode } from "@/lib/i18n/locales";
import { DEFAULT_VOICE } from "@/lib/speech/voices";
import { resumeAudioContext } from "@/lib/voice/audio-unlock";
import { speechCacheKey } from "@/lib/voice/device";
import { notify } from "@/lib/ui/notify";

interface Options {
  language: LocaleCode;
  update(id: string, patch: Partial<ChatMessage>): void;
}

/**
 * Per-reply audio: not ready → ready (speech generated) → playing → ready.
 * Generated speech is kept per text, voice and language, so a repeat makes no call.
 */
export function useReplyAudio({ language, update }: Options) {
  const t = useTranslations("toasts");
  const tErrors = useTranslations("errors");
  // The request itself is kept, so a press while it is under way waits for it instead of asking again.
  const urls = useRef(new Map<string, Promise<string | null>>());
  const players = useRef(new Map<string, HTMLAudioElement>());

  const stopAll = useCallback(() => {
    players.current.forEach((audio, id) => {
      audio.pause();
      audio.currentTime = 0;
      update(id, { isPlaying: false });
    });
  }, [update]);

  useEffect(() => {
    const all = players.current;
    return () => all.forEach((audio) => audio.pause());
  }, []);

  /** Generates speech for a reply; the reply is marked ready even when that fails. */
  const prepare = useCallback(
    async (message: ChatMessage): Promise<string | null> => {
      const key = speechCacheKey(message.content, DEFAULT_VOICE, language);
      let request = urls.current.get(key);
      if (!request) {
        request = requestSpeech({ text: message.content, voice: DEFAULT_VOICE, language }).then((outcome) => {
          if (outcome.ok) return outcome.audioUrl;
          urls.current.delete(key); // a failure is not cached: the next press tries again
          const fallback = outcome.reason === "exception" ? tErrors("ttsException") : tErrors("ttsFailed");
          notify({ title: t("ttsErrorTitle"), description: outcome.error ?? fallback, variant: "destructive" });
          return null;
        });
        urls.current.set(key, request);
      }
      const url = await request;
      update(message.id, { audioReady: true });
      return url;
    },
    [language, t, tErrors, update],
  );

  const play = useCallback(
    async (message: ChatMessage) => {
      const current = players.current.get(message.id);
      if (message.isPlaying && current) {
        current.pause();
        current.currentTime = 0;
        update(message.id, { isPlaying: false });
        return;
      }
      await resumeAudioContext().catch(() => {});
      const url = await prepare(message);
      if (!url) return;
      stopAll();
      const audio = current?.src.endsWith(url) ? current : new Audio(url);
      players.current.set(message.id, audio);
      audio.onended = () => update(message.id, { isPlaying: false });
      audio.onerror = () => {
        update(message.id, { isPlaying: false });
        notify({ title: t("audioErrorTitle"), description: t("audioError"), variant: "destructive" });
      };
      update(message.id, { isPlaying: true });
      try {
        await audio.play();
      } catch (error) {
        update(message.id, { isPlaying: false });
        const blocked = error instanceof DOMException && error.name === "NotAllowedError";
        notify({ title: t("audioErrorTitle"), description: blocked ? t("playbackFailed") : t("audioError"), variant: "destructive" });
      }
    },
    [prepare, stopAll, t, update],
  );

  return { prepare, play, stopAll };
}
