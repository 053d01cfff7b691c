/** Picks one welcome text at random from a language's `welcome` messages. */
export function pickWelcome(welcome: Record<string, string>, random: () => number = Math.random): string {
  const texts = Object.keys(welcome)
    .sort()
    .map((k) => welcome[k])
    .filter(Boolean);
  if (texts.length === 0) return "";
  return texts[Math.min(texts.length - 1, Math.floor(random() * texts.length))];
}
