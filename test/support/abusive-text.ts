/**
 * What an abusive visitor sends: long messages of random words, runs of one
 * character, many digits, many capitalised words. Seeded, so a test or a bench
 * reads the same text on every run.
 */
export function seededRandom(seed = 7): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

export function randomWord(random: () => number, capitalised = 0.2): string {
  let word = "";
  for (let i = 3 + Math.floor(random() * 8); i > 0; i--) word += String.fromCharCode(97 + Math.floor(random() * 26));
  return random() < capitalised ? word[0].toUpperCase() + word.slice(1) : word;
}

/** Pieces from `next` joined until the text is `length` characters long. */
export function filled(length: number, next: () => string): string {
  let text = "";
  while (text.length < length) text += next();
  return text.slice(0, length);
}

/** One text of each abusive kind, `length` characters each. */
export function abusiveTexts(length = 2000, seed = 7): Record<string, string> {
  const random = seededRandom(seed);
  return {
    "random words": filled(length, () => `${randomWord(random)} `),
    "capitalised words": filled(length, () => `${randomWord(random, 1)} `),
    numbers: filled(length, () => `${Math.floor(random() * 1e6)} `),
    "one digit": "1".repeat(length),
    "one letter": "a".repeat(length),
    "punctuated digits": filled(length, () => "1.2.3-4,5 "),
    names: filled(length, () => `I am ${randomWord(random, 1)} ${randomWord(random, 1)}, `),
    brackets: "[".repeat(length / 2) + "a".repeat(length / 2),
  };
}
