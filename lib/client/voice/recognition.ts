/** The parts of the Web Speech API we use; browsers ship it prefixed or not at all. */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

type RecognitionCtor = new () => RecognitionLike;

export function recognitionConstructor(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Final results only, joined: the product sends what was said once the speaker stops. */
export function finalTranscript(results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>): string {
  let text = "";
  for (let i = 0; i < results.length; i++) if (results[i].isFinal) text += results[i][0]?.transcript ?? "";
  return text.trim();
}

export interface PermissionResult {
  microphoneGranted: boolean;
  autoplayUnlocked: boolean;
  success: boolean;
}

export function permissionResult(microphoneGranted: boolean, autoplayUnlocked: boolean): PermissionResult {
  return { microphoneGranted, autoplayUnlocked, success: microphoneGranted && autoplayUnlocked };
}
