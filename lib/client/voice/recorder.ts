import { STT_MAX_SECONDS, canSendRecording, transcribeRecording } from "@/lib/client/api/stt-client";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { RECORDER_BITS_PER_SECOND } from "@/lib/shared/speech/stt-upload";

/**
 * Voice input for browsers without speech recognition (Firefox): a recording
 * the server transcribes. The recorder's own type is sent as is; the first
 * one the server takes is asked for.
 */
const PREFERRED_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm", "audio/ogg"];

export interface Recording {
  /** Ends the recording: what was said, with its type. */
  stop(): Promise<Blob>;
  /** Ends it and throws the audio away. */
  cancel(): void;
}

/** The type this browser records that the server takes, or null when it cannot record at all. */
export function recordingType(): string | null {
  if (typeof window === "undefined" || typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) return null;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type) && canSendRecording(type)) ?? null;
}

/** Opens the microphone and records until stopped, or for STT_MAX_SECONDS (then `onLimit` is told). */
export async function startRecording(onLimit: () => void): Promise<Recording> {
  const type = recordingType();
  if (!type) throw new Error("This browser cannot record audio the server takes");
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  // The server charges a recording at least its size at this rate: ask for it rather than the browser's default (128 kbit/s in Firefox).
  const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: RECORDER_BITS_PER_SECOND });
  const chunks: Blob[] = [];
  let kept = true;
  const stopped = new Promise<Blob>((resolve) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      resolve(new Blob(kept ? chunks : [], { type: recorder.mimeType || type }));
    };
  });
  const limit = window.setTimeout(onLimit, STT_MAX_SECONDS * 1000);
  const end = () => {
    window.clearTimeout(limit);
    if (recorder.state !== "inactive") recorder.stop();
  };
  recorder.start();
  return {
    stop() {
      end();
      return stopped;
    },
    cancel() {
      kept = false;
      end();
    },
  };
}

/**
 * Whether the site transcribes: an empty recording is refused as empty (4xx)
 * by a site that does, and as unsupported (501) by one that does not, before
 * anything reaches a paid service.
 */
export async function serverTranscribes(type: string, language: LocaleCode): Promise<boolean> {
  const outcome = await transcribeRecording(new Blob([], { type }), language);
  return outcome.ok || outcome.reason === "failed";
}
