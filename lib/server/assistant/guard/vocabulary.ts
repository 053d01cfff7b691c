import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import type { ClaimKind, Measure, NotKnownTopic, RoomKind } from "@/lib/server/language/types";
import { LOCALE_CODES, LOCALES } from "@/lib/shared/i18n/locales";
import type { AllowedFigures } from "./allowed";
import { foldFigures, type FigureWords } from "./figures";
import { compileNotKnown, type NotKnownRules } from "./not-known";
import { buildLexicon } from "./number-words";
import { compileRooms } from "./unit-counts";
import { compilePhrases, foldForPhrases } from "./phrases";

/**
 * Every language's guard words as one vocabulary: a model may answer in any of them,
 * whatever the page's language, so a claim or a measure in one is found in all.
 */
export interface ClaimWords {
  claims: ReadonlyMap<ClaimKind, RegExp>;
  /** A money figure said never to move: a guarantee whose own words hold a negation. */
  unchanging: RegExp | null;
  negations: ReadonlySet<string>;
  negationsAfter: ReadonlySet<string>;
  /** Negations in Chinese, found anywhere in the few characters before a claim. */
  hanNegations: readonly string[];
  bumiputera: readonly string[];
}

// Signs and codes read as money in every language, besides each language's currency words.
const CURRENCY_SIGNS = ["rm", "myr", "$", "us$", "s$", "sgd", "usd", "€", "eur", "£", "gbp", "¥", "rmb", "cny", "₹", "inr", "rs", "رنغيت"];
const CLAIM_KINDS: readonly ClaimKind[] = ["callBack", "reservation", "discount", "guarantee", "stock"];
const HAN = /\p{Script=Han}/u;

const packs = () => LOCALE_CODES.map((code) => LANGUAGES[code]);

export function claimWords(): ClaimWords {
  const negations = packs().flatMap((p) => p.guard.negations.map(foldForPhrases));
  // A one-character negation in Chinese inside a claim's gap denies it: "收益率并不确定".
  const hanStops = negations.filter((n) => HAN.test(n) && n.length === 1).join("");
  const claims = new Map<ClaimKind, RegExp>();
  for (const kind of CLAIM_KINDS) {
    const pattern = compilePhrases(
      packs().flatMap((p) => p.guard.claims[kind]),
      hanStops,
    );
    if (pattern) claims.set(kind, pattern);
  }
  return {
    claims,
    unchanging: compilePhrases(
      packs().flatMap((p) => p.guard.unchanging ?? []),
      hanStops,
    ),
    negations: new Set(negations.filter((n) => !HAN.test(n))),
    negationsAfter: new Set(packs().flatMap((p) => (p.guard.negationsAfter ?? []).map(foldForPhrases))),
    hanNegations: negations.filter((n) => HAN.test(n)),
    bumiputera: packs().flatMap((p) => p.guard.bumiputera.map(foldForPhrases)),
  };
}

/** Every language's month names, long and short, as dates and standing alone (Russian declines them in a date). */
function monthNames(): string[] {
  const names = new Set<string>();
  for (const { code: tag } of LOCALES) {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2029, month, 15));
      for (const style of ["long", "short"] as const) {
        names.add(foldFigures(new Intl.DateTimeFormat(tag, { month: style, timeZone: "UTC" }).format(date)).replace(/\.$/, ""));
        const inDate = new Intl.DateTimeFormat(tag, { month: style, day: "numeric", timeZone: "UTC" })
          .formatToParts(date)
          .find((part) => part.type === "month")?.value;
        if (inDate) names.add(foldFigures(inDate).replace(/\.$/, ""));
      }
    }
  }
  // Numbers are months in Chinese ("3月"), read by their own rule.
  return [...names].filter((name) => name.length > 1 && !/\d/.test(name));
}

export function figureWords(allowed: AllowedFigures): FigureWords {
  const scales = new Map<string, number[]>();
  const numbers = new Map<string, number>();
  const measures = new Map<string, Measure>([["%", "percent"]]);
  const counted = new Map<string, readonly [number, Measure]>();
  const quarters = new Map<string, number>();
  const currencies = new Set(CURRENCY_SIGNS.map(foldFigures));
  for (const pack of packs()) {
    const budget = pack.qualification.budget;
    for (const [word, factor] of Object.entries(budget.scales)) {
      const key = foldFigures(word);
      scales.set(key, [...new Set([...(scales.get(key) ?? []), factor])]);
    }
    for (const word of Object.keys(budget.currencies)) currencies.add(foldFigures(word));
    for (const [word, value] of Object.entries({ ...pack.qualification.numbers, ...pack.guard.numbers })) {
      const key = foldFigures(word);
      if (!numbers.has(key)) numbers.set(key, value);
    }
    for (const [word, count] of Object.entries(pack.guard.counted ?? {})) counted.set(foldFigures(word), count);
    for (const [word, quarter] of Object.entries(pack.guard.quarters ?? {})) quarters.set(foldFigures(word), quarter);
    for (const [measure, words] of Object.entries(pack.guard.measures) as [Measure, readonly string[]][]) {
      for (const word of words) measures.set(foldFigures(word), measure);
    }
  }
  return {
    scales,
    currencies: [...currencies],
    measures,
    percentBefore: packs().flatMap((p) => (p.guard.percentBefore ?? []).map(foldFigures)),
    numbers,
    counted,
    quarters,
    months: monthNames(),
    numberWords: buildLexicon(
      packs().map((p) => p.guard.numberWords),
      foldFigures,
    ),
    numberJoiners: new Set(packs().flatMap((p) => p.guard.numberWords.joiners.map(foldFigures))),
    literals: allowed.literals,
    phones: allowed.phones,
  };
}

// What the fact sheet never holds; the optional facts join while nobody has filled them in.
const NEVER_KNOWN: readonly NotKnownTopic[] = ["amenities", "distance", "rentalTerms", "financing", "foreignBuyers", "unitPlacement"];

/** The topics the site does not know, given the optional facts still unknown, in every language. */
export function notKnownWords(unknownOptional: readonly NotKnownTopic[]): NotKnownRules {
  return compileNotKnown(
    packs().map((p) => p.guard.notKnown),
    [...unknownOptional, ...NEVER_KNOWN],
  );
}

/** Every language's words for the rooms a unit's count is of. */
export function roomWords(): Map<RoomKind, RegExp> {
  return compileRooms(packs().map((p) => p.guard.rooms));
}
