"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { LocaleCode } from "@/lib/i18n/locales";
import { unlockAutoplay } from "@/lib/voice/audio-unlock";
import { finalTranscript, permissionResult, recognitionConstructor, type PermissionResult, type RecognitionLike } from "@/lib/voice/recognition";
import { speechLanguage } from "@/lib/voice/speech-language";
import { notify } from "@/lib/ui/notify";

export const VOICE_HIGHLIGHT_MS = 5000;

type VoiceState = "off" | "setting-up" | "ready" | "listening";

interface Options {
  language: LocaleCode;
  /** Anything playing stops before the microphone opens. */
  stopAudio(): void;
  onTranscript(text: string): void;
}

/**
 * Voice input: microphone and autoplay are asked for together; once both are
 * granted the button toggles single-shot recognition.
 */
export function useVoice({ language, stopAudio, onTranscript }: Options) {
  const t = useTranslations("toasts");
  const [state, setState] = useState<VoiceState>("off");
  const [highlighted, setHighlighted] = useState(false);
  const recognition = useRef<RecognitionLike | null>(null);
  const highlightTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => {
    recognition.current?.abort();
    window.clearTimeout(highlightTimer.current);
  }, []);

  const requestPermissions = useCallback(async (): Promise<PermissionResult> => {
    stopAudio();
    setState("setting-up");
    let microphoneGranted = false;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.getTracks().forEach((track) => track.stop());
      microphoneGranted = true;
    } catch (error) {
      console.info("Microphone permission was not granted:", error);
    }
    const autoplayUnlocked = await unlockAutoplay();
    if (!autoplayUnlocked) console.info("Audio autoplay could not be unlocked");
    return permissionResult(microphoneGranted, autoplayUnlocked);
  }, [stopAudio]);

  const listen = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      notify({ title: t("notSupportedTitle"), description: t("notSupported"), variant: "destructive" });
      return;
    }
    stopAudio();
    const recogniser = new Recognition();
    recogniser.lang = speechLanguage(language);
    recogniser.continuous = false;
    recogniser.interimResults = false;
    recogniser.maxAlternatives = 1;
    recogniser.onresult = (event) => {
      const text = finalTranscript(event.results);
      if (text) onTranscript(text);
    };
    recogniser.onerror = (event) => {
      if (event.error !== "aborted") notify({ title: t("speechErrorTitle"), description: t("speechError"), variant: "destructive" });
    };
    recogniser.onend = () => {
      recognition.current = null;
      setState((s) => (s === "listening" ? "ready" : s));
    };
    recognition.current = recogniser;
    setState("listening");
    try {
      recogniser.start();
    } catch {
      recognition.current = null;
      setState("ready");
      notify({ title: t("speechErrorTitle"), description: t("speechError"), variant: "destructive" });
    }
  }, [language, onTranscript, stopAudio, t]);

  const press = useCallback(async () => {
    if (state === "setting-up") return;
    if (state === "listening") {
      recognition.current?.stop();
      setState("ready");
      return;
    }
    if (state === "ready") return listen();
    if (!recognitionConstructor()) {
      notify({ title: t("notSupportedTitle"), description: t("notSupported"), variant: "destructive" });
      return;
    }
    try {
      const result = await requestPermissions();
      if (result.success) {
        setState("ready");
        setHighlighted(false);
        notify({ title: t("permissionsGrantedTitle"), description: t("permissionsGranted") });
      } else {
        setState("off");
        notify({ title: t("permissionRequiredTitle"), description: t("permissionRequired"), variant: "destructive" });
      }
    } catch {
      setState("off");
      notify({ title: t("permissionErrorTitle"), description: t("permissionError"), variant: "destructive" });
    }
  }, [listen, requestPermissions, state, t]);

  /** Points the visitor at the voice button for five seconds. */
  const highlight = useCallback(() => {
    setHighlighted(true);
    window.clearTimeout(highlightTimer.current);
    highlightTimer.current = window.setTimeout(() => setHighlighted(false), VOICE_HIGHLIGHT_MS);
  }, []);

  return { state, enabled: state === "ready" || state === "listening", highlighted, press, highlight };
}
