import "server-only";
import { abusiveTexts, randomWord, seededRandom } from "@/test/support/abusive-text";
import { fuzzyWork, nearlyEquals } from "./fuzzy";
import { oneEditIndex, type FuzzyWord } from "./fuzzy-index";
import { understand } from "./intents";

const WORDS: FuzzyWord[] = [
  { word: "yield", prefix: true },
  { word: "rental", prefix: false },
  { word: "parking", prefix: true },
  { word: "big", prefix: false },
  { word: "price", prefix: true },
  { word: "bedroom", prefix: true },
  { word: "ardentz", prefix: false },
];

describe("oneEditIndex", () => {
  const hits = oneEditIndex(WORDS);
  const everyWord = (token: string) => WORDS.flatMap((w, i) => (nearlyEquals(token, w.word, w.prefix, 1) ? [i] : []));

  it.each(["yeild", "yeilds", "rentall", "renatl", "parkng", "bigg", "prcie", "bedrom", "xyield", "ardnetz", "eyild", "tent", "bag"])(
    "finds for %s exactly the words a comparison with each would",
    (token) => expect(hits(token)).toEqual(everyWord(token)),
  );

  it("agrees with comparing every word on thousands of near and random tokens", () => {
    const random = seededRandom(11);
    const typo = (w: string) => {
      const at = Math.floor(random() * w.length);
      const letter = String.fromCharCode(97 + Math.floor(random() * 26));
      return [
        w.slice(0, at) + letter + w.slice(at + 1),
        w.slice(0, at) + w.slice(at + 1),
        w.slice(0, at) + letter + w.slice(at),
        w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2),
      ];
    };
    const tokens = [
      ...WORDS.flatMap((w) => Array.from({ length: 40 }, () => typo(w.word + (random() < 0.5 ? "s" : ""))).flat()),
      ...Array.from({ length: 2000 }, () => randomWord(random, 0)),
    ];
    const disagreements = tokens.filter((t) => t.length >= 4 && JSON.stringify(hits(t)) !== JSON.stringify(everyWord(t)));
    expect(disagreements).toEqual([]);
  });
});

describe("reading a message for typos", () => {
  const cellsFor = (message: string) => {
    const before = fuzzyWork.cells;
    understand(message);
    return fuzzyWork.cells - before;
  };

  it.each(Object.entries(abusiveTexts(2000)))("compares a 2,000-character message of %s in a bounded number of steps", (_, text) => {
    // Comparing each word with every keyword, as before, filled millions of cells for random words.
    expect(cellsFor(text)).toBeLessThan(20_000);
  });

  it("does work in proportion to the message, not its square", () => {
    const short = cellsFor(abusiveTexts(1000, 3)["random words"]);
    const long = cellsFor(abusiveTexts(2000, 3)["random words"]);
    expect(long).toBeLessThanOrEqual(short * 2.5 + 100);
  });
});
