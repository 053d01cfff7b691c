/**
 * Browsers only let a page play sound after a gesture, and iOS Safari unlocks
 * only the element a gesture played: a new element per clip stays silent. So
 * the page has one audio element, unlocked inside the click that enables
 * voice (a silent clip at zero volume, with the audio context resumed), and
 * every reply plays through it. When that click came before the live chat had
 * arrived, the page's first-action script unlocked its own element and context
 * (lib/shared/ui/first-action.ts), and those are the page's.
 */
import { silentWavDataUri } from "@/lib/shared/speech/silent-wav";
import { firstActionAudio } from "@/lib/client/ui/first-actions";

export { silentWavDataUri };

let context: AudioContext | null = null;
let element: HTMLAudioElement | null = null;

export function sharedAudioContext(): AudioContext | null {
  const Ctor =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  // The one a press before the live chat arrived unlocked (lib/shared/ui/first-action.ts), if any.
  context ??= firstActionAudio().context ?? new Ctor();
  return context;
}

/** The page's one audio element, for the unlock and for every clip after it. */
export function sharedAudioElement(): HTMLAudioElement | null {
  if (typeof window === "undefined") return null;
  element ??= firstActionAudio().audio ?? new Audio();
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
