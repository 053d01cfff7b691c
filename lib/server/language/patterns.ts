import "server-only";
/** Regular expressions for the viewing words, built the same way in every language. */

// \b knows only ASCII letters; these bounds hold in every script.
const B = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";
/** Words starting with one of the stems. */
export const stems = (source: string) => new RegExp(`${B}(?:${source})`, "iu");
/** Whole words only. */
export const words = (source: string) => new RegExp(`${B}(?:${source})${E}`, "iu");
/** Scripts without spaces between words (Chinese): plain substrings. */
export const plain = (source: string) => new RegExp(`(?:${source})`, "u");

const pad = (n: number) => String(n).padStart(2, "0");
/** "3", "30", pm → "15:30". */
export const clock = (hour: string, minute: string | undefined, pm: boolean) => {
  const h = Number(hour);
  return `${pad(pm && h < 12 ? h + 12 : !pm && h === 12 ? 0 : h)}:${minute ?? "00"}`;
};
