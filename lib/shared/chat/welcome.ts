/** A language's `welcome` messages as a list, in the order of their keys. */
export function welcomeTexts(welcome: Record<string, string>): string[] {
  return Object.keys(welcome)
    .sort()
    .map((k) => welcome[k])
    .filter(Boolean);
}

/** One welcome text at random. */
export function pickWelcome(texts: readonly string[], random: () => number = Math.random): string {
  if (texts.length === 0) return "";
  return texts[Math.min(texts.length - 1, Math.floor(random() * texts.length))];
}
