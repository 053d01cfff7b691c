/**
 * Browsers only let a page play sound after a gesture. Resuming an AudioContext
 * and playing a silent clip at zero volume inside the click unlocks it for the
 * replies that follow.
 */
let context: AudioContext | null = null;

export function sharedAudioContext(): AudioContext | null {
  const Ctor = typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

export async function resumeAudioContext(): Promise<void> {
  const ctx = sharedAudioContext();
  if (ctx && ctx.state === "suspended") await ctx.resume();
}

export async function unlockAutoplay(): Promise<boolean> {
  try {
    await resumeAudioContext();
    const clip = new Audio(silentWavDataUri());
    clip.volume = 0;
    await clip.play();
    clip.pause();
    return true;
  } catch {
    return false;
  }
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
