"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { transcribeRecording } from "@/lib/client/api/stt-client";
import { serverErrorText } from "@/lib/client/api/error-text";
import { unlockAutoplay } from "@/lib/client/voice/audio-unlock";
import { recordingType, serverTranscribes, startRecording, type Recording } from "@/lib/client/voice/recorder";
import {
  finalTranscript,
  permissionResult,
  recognitionConstructor,
  type PermissionResult,
  type RecognitionLike,
} from "@/lib/client/voice/recognition";
import { speechLanguage } from "@/lib/client/voice/speech-language";
import { notify } from "@/lib/client/ui/notify";

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
 * granted the button toggles single-shot recognition. Browsers without speech
 * recognition record instead, when the site transcribes.
 */
export function useVoice({ language, stopAudio, onTranscript }: Options) {
  const t = useTranslations("toasts");
  const tServer = useTranslations("serverErrors");
  const [state, setState] = useState<VoiceState>("off");
  const [highlighted, setHighlighted] = useState(false);
  const recognition = useRef<RecognitionLike | null>(null);
  const recording = useRef<Recording | null>(null);
  const highlightTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      recognition.current?.abort();
      recording.current?.cancel();
      window.clearTimeout(highlightTimer.current);
    },
    [],
  );

  /**
   * `unlocking` is the autoplay unlock and `microphone` the microphone's request, both begun inside
   * the click (iOS counts nothing started after an await).
   */
  const requestPermissions = useCallback(async (unlocking: Promise<boolean>, microphone: Promise<boolean>): Promise<PermissionResult> => {
    setState("setting-up");
    const microphoneGranted = await microphone;
    const autoplayUnlocked = await unlocking;
    if (!autoplayUnlocked) console.info("Audio autoplay could not be unlocked");
    return permissionResult(microphoneGranted, autoplayUnlocked);
  }, []);

  const notSupported = useCallback(
    () => notify({ title: t("notSupportedTitle"), description: t("notSupported"), variant: "destructive" }),
    [t],
  );
  const speechError = useCallback(
    (description?: string | null) =>
      notify({ title: t("speechErrorTitle"), description: description || t("speechError"), variant: "destructive" }),
    [t],
  );

  /** Ends the recording and sends it; what the server heard goes on as a transcript. */
  const finishRecording = useCallback(async () => {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    setState((s) => (s === "listening" ? "ready" : s));
    const outcome = await transcribeRecording(await current.stop(), language);
    const text = outcome.ok ? outcome.text.trim() : "";
    if (text) onTranscript(text);
    else if (!outcome.ok && outcome.reason === "unsupported") notSupported();
    else speechError(outcome.ok ? null : (serverErrorText(tServer, outcome.code) ?? outcome.error));
  }, [language, notSupported, onTranscript, speechError, tServer]);

  const record = useCallback(async () => {
    stopAudio();
    setState("listening");
    try {
      recording.current = await startRecording(() => void finishRecording());
    } catch (error) {
      console.info("Recording could not start:", error);
      setState("ready");
      speechError();
    }
  }, [finishRecording, speechError, stopAudio]);

  const listen = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      if (recordingType()) void record();
      else notSupported();
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
      if (event.error !== "aborted") speechError();
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
      speechError();
    }
  }, [language, notSupported, onTranscript, record, speechError, stopAudio]);

  /**
   * Turns voice on with the permissions a click asked for: `ready` and a toast that says so, or
   * `off` and a toast that says why. Whether it came on.
   */
  const enable = useCallback(
    async (unlocking: Promise<boolean>, microphone: () => Promise<boolean>): Promise<boolean> => {
      if (!recognitionConstructor()) {
        setState("setting-up");
        const type = recordingType();
        if (!type || !(await serverTranscribes(type, language))) {
          setState("off");
          notSupported();
          return false;
        }
      }
      try {
        const result = await requestPermissions(unlocking, microphone());
        if (result.success) {
          setState("ready");
          setHighlighted(false);
          notify({ title: t("permissionsGrantedTitle"), description: t("permissionsGranted") });
          return true;
        }
        setState("off");
        notify({ title: t("permissionRequiredTitle"), description: t("permissionRequired"), variant: "destructive" });
      } catch {
        setState("off");
        notify({ title: t("permissionErrorTitle"), description: t("permissionError"), variant: "destructive" });
      }
      return false;
    },
    [language, notSupported, requestPermissions, t],
  );

  const press = useCallback(async () => {
    if (state === "setting-up") return;
    if (state === "listening") {
      if (recording.current) return finishRecording();
      recognition.current?.stop();
      setState("ready");
      return;
    }
    if (state === "ready") return listen();
    stopAudio();
    const unlocking = unlockAutoplay();
    // Asked for once the browser is known to take speech, as before: the unlock alone is begun at once.
    await enable(unlocking, askForMicrophone);
  }, [enable, finishRecording, listen, state, stopAudio]);

  /**
   * A press on "Enable Voice Assistant" made before this hook existed, whose permissions the page's
   * first-action script asked for inside that press (lib/shared/ui/first-action.ts). Whether voice came on.
   */
  const adopt = useCallback(
    (early: { microphone: Promise<boolean> | null; unlock: Promise<boolean> }): Promise<boolean> => {
      if (state !== "off") return Promise.resolve(state === "ready" || state === "listening");
      const { microphone } = early;
      return enable(early.unlock, microphone ? () => microphone : askForMicrophone);
    },
    [enable, state],
  );

  /** Points the visitor at the voice button for five seconds. */
  const highlight = useCallback(() => {
    setHighlighted(true);
    window.clearTimeout(highlightTimer.current);
    highlightTimer.current = window.setTimeout(() => setHighlighted(false), VOICE_HIGHLIGHT_MS);
  }, []);

  /** Listens again by itself (hands-free), if voice is on and idle. */
  const listenAgain = useCallback(() => {
    if (state === "ready") listen();
  }, [listen, state]);

  return { state, enabled: state === "ready" || state === "listening", highlighted, press, adopt, highlight, listenAgain };
}

/** Asks for the microphone and lets it go at once: whether it was granted. */
async function askForMicrophone(): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return true;
  } catch (error) {
    console.info("Microphone permission was not granted:", error);
    return false;
  }
}
