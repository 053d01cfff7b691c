/** Phones, tablets and touch Macs (iPadOS reports itself as a Mac) need a tap to play audio. */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** Cache key for generated speech: the same text, voice and language is never generated twice. */
export const speechCacheKey = (text: string, voice: string, language: string) => `${language}\u0000${voice}\u0000${text}`;
