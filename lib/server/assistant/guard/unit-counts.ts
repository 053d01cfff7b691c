import "server-only";
import type { RoomKind } from "@/lib/server/language/types";
import { cjkNumeral, foldFigures } from "./figures";
import { readNumberWords, type NumberLexicon } from "./number-words";
import { phraseSource } from "./phrases";

/**
 * "Blitz has two car parks": a count the fact sheet holds (Cares has two), said of a unit
 * that has another. The figure check alone lets it through, as any unit's count is a fact;
 * here a count of rooms in a sentence that names one unit must be that unit's.
 */

export interface UnitCountRules {
  units: readonly { name: string; counts: Readonly<Record<RoomKind, number>> }[];
  /** Per kind of room: its words, right after a number, with at most one word between ("2 spacious bedrooms", "三间卧室"). */
  rooms: ReadonlyMap<RoomKind, RegExp>;
  numberWords: NumberLexicon;
  numberJoiners: ReadonlySet<string>;
}

const DIGITS = /(?<![\d.,])\d{1,2}(?![\d]|[.,]\d)/gu;
const HAN_NUMERAL = /[一二两三四五六七八九十]+/gu;

export function compileRooms(words: readonly Readonly<Record<RoomKind, readonly string[]>>[]): Map<RoomKind, RegExp> {
  const rooms = new Map<RoomKind, RegExp>();
  for (const kind of ["bedrooms", "bathrooms", "carParks"] as const) {
    const sources = words.flatMap((w) => w[kind]).map((p) => phraseSource(p));
    if (sources.length) rooms.set(kind, new RegExp(`^[\\s-]*(?:[\\p{L}\\p{M}]+\\s+|\\p{Script=Han}{1,2}?)?(?:${sources.join("|")})`, "iu"));
  }
  return rooms;
}

// Unit names are Latin: Chinese and Arabic write them against their own words ("Blitz配有").
const named = (text: string, name: string) =>
  new RegExp(`(?<![\\p{Script=Latin}\\p{M}])${name}(?![\\p{Script=Latin}\\p{M}])`, "u").test(text);

/** The first count of rooms that is not the named unit's, as written; null when there is none or the sentence names no single unit. */
export function miscountedRooms(sentence: string, rules: UnitCountRules): string | null {
  const text = foldFigures(sentence);
  const units = rules.units.filter((u) => named(text, foldFigures(u.name)));
  if (units.length !== 1) return null;
  const [unit] = units;
  const numbers = [
    ...[...text.matchAll(DIGITS)].map((m) => ({ end: m.index! + m[0].length, value: Number(m[0]), text: m[0] })),
    ...readNumberWords(text, rules.numberWords, rules.numberJoiners).map((n) => ({
      end: n.end,
      value: n.value,
      text: text.slice(n.start, n.end),
    })),
    ...[...text.matchAll(HAN_NUMERAL)].map((m) => ({ end: m.index! + m[0].length, value: cjkNumeral(m[0]), text: m[0] })),
  ];
  for (const n of numbers) {
    if (n.value === null) continue;
    const after = text.slice(n.end, n.end + 40);
    for (const [kind, pattern] of rules.rooms) {
      if (pattern.test(after) && n.value !== unit.counts[kind]) return n.text;
    }
  }
  return null;
}
