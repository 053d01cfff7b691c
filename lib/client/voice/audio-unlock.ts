/**
 * Browsers only let a page play sound after a gesture, and iOS Safari unlocks
 * only the element a gesture played: a new element per clip stays silent. So
 * the page has one audio element, unlocked inside the click that enables
 * voice (a silent clip at zero volume, with the audio context resumed), and
 * every reply plays through it.
 */
let context: AudioContext | null = null;
let element: HTMLAudioElement | null = null;

export function sharedAudioContext(): AudioContext | null {
  const Ctor =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/** The page's one audio element, for the unlock and for every clip after it. */
export function sharedAudioElement(): HTMLAudioElement | null {
  if (typeof window === "undefined") return null;
  element ??= new Audio();
  return element;
}

export async function resumeAudioContext(): Promise<void> {
  const ctx = sharedAudioContext();
  if (ctx && ctx.state === "suspended") await ctx.resume();
}

/**
 * Call it inside the click, before anything is awaited: iOS unlocks only what
 * a gesture started itself, so the silent clip's play() and the context's
 * resume() are both begun synchronously here.
 */
export function unlockAutoplay(): Promise<boolean> {
  const audio = sharedAudioElement();
  if (!audio) return Promise.resolve(false);
  audio.volume = 0;
  audio.src = silentWavDataUri();
  let played: Promise<unknown>;
  try {
    played = Promise.all([audio.play(), resumeAudioContext()]);
  } catch (error) {
    played = Promise.reject(error);
  }
  return played.then(
    () => {
      audio.pause();
      audio.volume = 1;
      return true;
    },
    () => {
      audio.volume = 1;
      return false;
    },
  );
}

/** 10 ms of 8 kHz mono silence, built here rather than shipped as a file. */
export function silentWavDataUri(): string {
  const samples = 80;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, "data");
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  let binary = "";
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
