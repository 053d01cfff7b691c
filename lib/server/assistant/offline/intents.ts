import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import type { Dimension } from "@/lib/server/language/types";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { oneEditIndex } from "./fuzzy-index";
import {
  ABSORBS,
  ASKED_FOR_FINANCING,
  CLAUSE_OWNERS,
  INTENT_PRIORITY,
  SOCIAL_INTENTS,
  TERMS_OF,
  type KeywordIntent,
  type KeywordKey,
  type SuperlativeKey,
} from "./intent-types";
import { boundaryWordsMatcher, keywordsMatcher, keywordWords, queryWordsMatcher } from "./every-language";
import { keywordMatcher, type KeywordMatcher } from "./keyword-matcher";
import { asksSomething } from "./query/asks";
import { SENTENCE, spansOf } from "./query/spans";

export type { Dimension };

export interface Superlative {
  direction: "max" | "min";
  dimension: Dimension;
}

/** What a message asks, before earlier turns are taken into account. */
export interface Understanding {
  /** In INTENT_PRIORITY order; empty when nothing was recognised. */
  intents: KeywordIntent[];
  /** The same intents in the order the message asks them, so a reply answers in that order. */
  asked: KeywordIntent[];
  /** "Which is cheapest?", "highest yield"; null when the question ranks nothing. */
  superlative: Superlative | null;
  /** A small count asked about ("three bedrooms", "2 car parks"), 1 to 9. */
  count: number | null;
  atLeast: boolean;
  allUnits: boolean;
  /** A ranking by how many units of each type are built: "which type has the most units?"; null when none. */
  unitRank: Superlative["direction"] | null;
}

/**
 * A figure named by words another, earlier topic would take: "the monthly loan repayment" is the installment, not
 * the financing terms; "what would it rent out for?" the rent, not the rental programme.
 */
const TAKEN_BEFORE: Partial<Record<KeywordIntent, { intent: KeywordIntent; key: KeywordKey }>> = {
  financing: { intent: "price", key: "loanPayment" },
  rentalProgramme: { intent: "rental", key: "rentAmount" },
  // French "la location de Cares" is its rent, not where it is.
  location: { intent: "rental", key: "rentAmount" },
};
const INTENT_PATTERNS = INTENT_PRIORITY.flatMap((intent) => {
  const before = TAKEN_BEFORE[intent];
  return [
    ...(before ? [{ intent: before.intent, pattern: keywordsMatcher(before.key), named: true }] : []),
    { intent, pattern: keywordsMatcher(intent), named: false },
  ];
});
const ALL_UNITS = keywordsMatcher("allUnits");
// "Every month", "cada pie cuadrado", "setiap bulan": an "each" that a period or a measure holds counts no units.
const MEASURES = keywordMatcher([
  ...LOCALE_CODES.flatMap((c) => [...QUERY_WORDS[c].monthly, ...QUERY_WORDS[c].yearly, ...QUERY_WORDS[c].squareMetres]),
  ...keywordWords("pricePerSqft"),
]);
const JOINS = boundaryWordsMatcher((w) => w.joins);
/** Where one question of a message ends and the next begins, beside the joining words. */
const CLAUSE_END = /[,.;:!?，。；：！？、؟،\n]+/gu;
const AT_LEAST = keywordsMatcher("atLeast");
const AFTER_COMPLETION = keywordsMatcher("afterCompletion");
const LETTING = queryWordsMatcher((w) => w.letting);
/** "Family sy besar", "a big family": the household described, whose size word asks no size and ranks nothing. */
const HOUSEHOLD = queryWordsMatcher((w) => w.household);
/** Figures a message may ask beside why the unit is bought; a count of rooms or car parks is rather what it needs. */
const ASKED_FIGURES: readonly KeywordIntent[] = ["price", "totalPrice", "pricePerSqft", "yield", "size"];

const SUPERLATIVES: readonly { key: SuperlativeKey; direction: Superlative["direction"]; dimension?: Dimension }[] = [
  { key: "cheapest", direction: "min", dimension: "price" },
  { key: "priciest", direction: "max", dimension: "price" },
  { key: "largest", direction: "max", dimension: "size" },
  { key: "smallest", direction: "min", dimension: "size" },
  { key: "most", direction: "max" },
  { key: "least", direction: "min" },
];
const SUPERLATIVE_PATTERNS = SUPERLATIVES.map((s) => ({ ...s, pattern: keywordsMatcher(s.key) }));
/** Which figure an intent ranks by; the first intent found here decides. */
const DIMENSIONS: readonly Dimension[] = ["yield", "rental", "totalPrice", "price", "size", "rooms", "carParks"];

const NUMBERS = LOCALE_CODES.flatMap((code) => Object.entries(LANGUAGES[code].keywords.numbers));
// One pass finds where each number word first appears, as a pattern per word did.
const NUMBER_WORDS = keywordMatcher(NUMBERS.map(([word]) => word));
const DIGIT = /(?<![\d.,])([1-9])(?![\d.,]|\s*%)/u;
/** What a count counts: "one" is only a count beside one of these ("one car park", "موقف واحد"), not in "that one". */
const COUNTED = keywordMatcher([
  ...keywordWords("rooms"),
  ...keywordWords("carParks"),
  ...LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].cars),
]);
/** How far after "one" its noun may start ("una sola plaza"), and how close before it it must end. */
const COUNTED_AFTER = 8;
/** A Han numeral's noun follows at once or after a measure word ("三个大卧室"); further on, "一" is a word's ("一共"). */
const COUNTED_AFTER_HAN = 2;
const HAN_NUMERAL_START = /^[零〇一二两三四五六七八九十]/u;
const COUNTED_BEFORE = 2;

/** Single spaced-script words that typos may reach, with the intent each stands for. */
const FUZZY_WORDS = INTENT_PRIORITY.flatMap((intent) =>
  keywordWords(intent)
    .filter((w) => !w.includes(" ") && /^[\p{Script=Latin}\p{Script=Cyrillic}]{3,}\*?$/u.test(normaliseText(w)))
    .map((w) => ({ intent, prefix: w.endsWith("*"), word: normaliseText(w.replace(/\*$/, "")) })),
);
// Real words one typo away from a keyword: never "corrected".
const TYPO_HITS = oneEditIndex(FUZZY_WORDS);
const NOT_TYPOS = new Set([
  "cuanto",
  // Spanish "sale", one letter from "renta".
  "venta",
  "ventas",
  // Spanish "view", one letter from "visita"; Malay "count", from Hinglish "kirae".
  "vista",
  "vistas",
  "kira",
  // Malay "which" ("yang mana satu?"), one letter from "manag*"; Malay "less", one letter from "yuran*" (fees).
  "mana",
  "kurang",
  // Malay "against" ("lawan siapa?"), one letter from "lawat*" (visit); Bavarian "this year", one from "teuer".
  "lawan",
  "heuer",
  // Spanish "put it in" ("meterlo en el programa"), one letter from a viewing word.
  "meterlo",
  "meterla",
  // German "contract" (a lease's, "Pachtvertrag"), one letter from "Ertrag", a yield.
  "vertrag",
  "vertrags",
  "vertrages",
  "verträge",
  // English "lower", one letter from French "loyer" (rent).
  "lower",
  // Spanish "planned" ("la fecha prevista"), one letter from a price word.
  "previsto",
  "prevista",
  "previstos",
  "previstas",
  // German "least", Spanish "allows", and "metres": words of their own, one letter from keywords.
  "geringste",
  "geringsten",
  "permite",
  "permiten",
  "permitido",
  "metres",
  "meters",
  "metre",
  "meter",
  "cuantos",
  "there",
  "these",
  "three",
  "here",
  "field",
  "fields",
  "prize",
  "prince",
  "pride",
  "dental",
  "mental",
  "sites",
  "rooms",
  "price",
  "cares",
  "cars",
  "acres",
  "lease",
  "least",
  "please",
  "years",
  "other",
  "whole",
  "parts",
  "party",
  "balcony",
  "balcon",
  // French "buy" is one letter from "achevé", a completion word.
  "acheter",
  "achete",
  "achetee",
  "achetes",
  "achetez",
  "acheterais",
  "acheterait",
  "acheteriez",
  "acheterions",
  // French and English "land" (the land lease), one letter from the German "Termin" (an appointment).
  "terrain",
  "terrains",
  // Spanish "they deliver (furnished)", one letter from "entrega", the handover.
  "entregan",
  // Malay "won" and "night", one letter from "renang" (swimming) and "salam" (a greeting).
  "menang",
  "malam",
  // "In charge of", one letter from the French "charges" (service charges).
  "charge",
  // French for a flat, one letter from "apport" (a deposit, a financing word).
  "appart",
  "apparts",
  // Malay "interested", one letter from the German "Termin" (an appointment).
  "berminat",
  // Latin-American Spanish "money", one letter from "plaza" (a car park).
  "plata",
  // Spanish "model" (a unit type), one letter from the German "Möbel" (furniture).
  "modelo",
  "modelos",
  // French "modèle", and English "model", as well.
  "modele",
  "modeles",
  "model",
  "models",
  // German "einzigen" (single), not "einziehen" (move in).
  "einzige",
  "einzigen",
  "einziger",
  "einzigem",
  "einziges",
  // English "done", one letter from the Spanish "donde" (where).
  "done",
]);

/** Whether a word for one at start…end has a bedroom or car-park word beside it, in the same clause. */
export function countsSomething(folded: string, start: number, end: number): boolean {
  // A word that holds its own count: "三房" (three bedrooms).
  if (COUNTED.first(folded.slice(start, end + COUNTED_AFTER))?.start === 0) return true;
  const after = folded.slice(end, end + COUNTED_AFTER + 30);
  const next = COUNTED.first(after);
  const reach = /\p{Script=Han}/u.test(folded.slice(start, end)) ? COUNTED_AFTER_HAN : COUNTED_AFTER;
  // A noun that holds its own count is that count's: in "五口要三房" the five are people, the three bedrooms.
  const ownCount = next !== null && HAN_NUMERAL_START.test(after.slice(next.start, next.end));
  if (next && next.start <= reach && !ownCount && !/[,.;:!?，。；：！？、؟،]/u.test(after.slice(0, next.start))) return true;
  const before = folded.slice(Math.max(0, start - 40), start);
  for (let m = COUNTED.first(before); m; m = COUNTED.first(before, m.end)) if (before.length - m.end <= COUNTED_BEFORE) return true;
  return false;
}

/**
 * The count a message asks about, the first one written beside what it counts: in "a family of five, so three
 * bedrooms" it is three. "One" is also an article ("un trois chambres", "eine Wohnung mit drei …"), so any other
 * number wins over it.
 */
function countIn(folded: string): number | null {
  const found: { n: number; at: number; counts: boolean }[] = [];
  const digit = DIGIT.exec(folded);
  if (digit) found.push({ n: Number(digit[1]), at: digit.index, counts: countsSomething(folded, digit.index, digit.index + 1) });
  // In the word list's order, as ties were ranked before.
  const words = [...NUMBER_WORDS.firstOfEach(folded)].sort((a, b) => a[0] - b[0]);
  for (const [index, at] of words) {
    const n = NUMBERS[index][1];
    const counts = countsSomething(folded, at, at + normaliseText(NUMBERS[index][0].replace(/\*$/, "")).length);
    if (n === 1 && !counts) continue;
    found.push({ n, at, counts });
  }
  const ranked = found.sort((a, b) => Number(b.counts) - Number(a.counts) || Number(a.n === 1) - Number(b.n === 1) || a.at - b.at);
  return ranked[0]?.n ?? null;
}

function has(matcher: KeywordMatcher, text: string): boolean {
  return matcher.first(text) !== null;
}

/** Whether the text speaks of all units: an "all" or "each" no period or measure holds ("each month" is no unit). */
function speaksOfAllUnits(text: string): boolean {
  const measures = spansOf(MEASURES, text);
  return spansOf(ALL_UNITS, text).some((m) => !measures.some((x) => x.start <= m.start && x.end >= m.end));
}

/** Blanks each match in the text, so a phrase's words count once; also says where the first match was (-1: none). */
function take(text: string, matcher: KeywordMatcher): [at: number, rest: string] {
  let at = -1;
  let rest = "";
  let copied = 0;
  for (let m = matcher.first(text); m; m = matcher.first(text, m.end)) {
    if (at < 0) at = m.start;
    rest += text.slice(copied, m.start) + " ".repeat(m.end - m.start);
    copied = m.end;
  }
  return [at, copied ? rest + text.slice(copied) : text];
}

function typoIntents(rest: string, found: Map<KeywordIntent, number>): void {
  // A word repeated is looked up once: a message of one word a thousand times costs one word.
  const hits = new Map<string, number[]>();
  for (const { 0: token, index } of rest.matchAll(/[\p{Script=Latin}\p{Script=Cyrillic}]{4,}/gu)) {
    if (NOT_TYPOS.has(token)) continue;
    let words = hits.get(token);
    if (!words) hits.set(token, (words = TYPO_HITS(token)));
    const hit = words.map((i) => FUZZY_WORDS[i]).find((k) => !found.has(k.intent));
    if (hit) found.set(hit.intent, index);
  }
}

/**
 * The ranking word a text uses: the longest one written wins, so "le plus bas" (lowest) is not read as
 * "le plus" (most); among equally long ones, the list's order.
 */
function superlativeIn(text: string): (typeof SUPERLATIVE_PATTERNS)[number] | undefined {
  return rankingWord(text)?.s;
}

/**
 * Every ranking word of a folded text that names its own figure ("cheapest", "biggest", "最大"), where it stands,
 * first to last; a word inside a longer one is that one's.
 */
export function figureRankingWords(
  text: string,
): { start: number; end: number; dimension: Dimension; direction: Superlative["direction"] }[] {
  const found: { start: number; end: number; dimension: Dimension; direction: Superlative["direction"] }[] = [];
  for (const s of SUPERLATIVE_PATTERNS) {
    if (!s.dimension) continue;
    for (let m = s.pattern.first(text); m; m = s.pattern.first(text, m.end))
      found.push({ ...m, dimension: s.dimension, direction: s.direction });
  }
  const outer = found.filter(
    (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  return outer.sort((a, b) => a.start - b.start);
}

/**
 * The figure a text ranks both ways, when it holds a ranking word each way: "the biggest and the smallest" (the size,
 * which the words name), "the highest and the lowest" (no figure named: undefined), or null when it ranks one way only.
 */
export function rankedBothWays(text: string): { dimension?: Dimension } | null {
  const words = SUPERLATIVE_PATTERNS.flatMap((s) => {
    const found: { s: (typeof SUPERLATIVE_PATTERNS)[number]; start: number; end: number }[] = [];
    for (let m = s.pattern.first(text); m; m = s.pattern.first(text, m.end)) found.push({ s, ...m });
    return found;
  });
  // A word that overlaps a longer one is that one's: "le plus petit" holds no "le plus".
  const outer = words.filter((w) => !words.some((o) => o !== w && o.start < w.end && w.start < o.end && o.end - o.start > w.end - w.start));
  const max = outer.filter((w) => w.s.direction === "max");
  const min = outer.filter((w) => w.s.direction === "min");
  if (!max.length || !min.length) return null;
  const named = new Set(outer.map((w) => w.s.dimension).filter((d) => d !== undefined));
  if (named.size > 1) return null;
  const [dimension] = named;
  return dimension ? { dimension } : {};
}

/** The ranking word a folded text uses, where it stands, and the figure it names itself ("cheapest": the price), if any. */
export function rankingWord(
  text: string,
): { s: (typeof SUPERLATIVE_PATTERNS)[number]; start: number; end: number; dimension?: Dimension } | undefined {
  let best: { s: (typeof SUPERLATIVE_PATTERNS)[number]; start: number; end: number; dimension?: Dimension } | undefined;
  for (const s of SUPERLATIVE_PATTERNS) {
    const m = s.pattern.first(text);
    if (m && (!best || m.end - m.start > best.end - best.start)) best = { s, start: m.start, end: m.end, dimension: s.dimension };
  }
  return best;
}

/**
 * Each intent a text asks, with where it first asks it; the text with their words blanked; and the figures named by
 * a phrase of their own ("what monthly rent could I expect"), which no topic beside them absorbs.
 */
function intentsIn(text: string): [found: Map<KeywordIntent, number>, rest: string, named: Set<KeywordIntent>] {
  let rest = text;
  const found = new Map<KeywordIntent, number>();
  const named = new Set<KeywordIntent>();
  for (const { intent, pattern, named: own } of INTENT_PATTERNS) {
    const [at, after] = take(rest, pattern);
    if (at >= 0) found.set(intent, at);
    if (at >= 0 && own) named.add(intent);
    rest = after;
  }
  return [found, rest, named];
}

/** The message cut into the questions it asks: at punctuation and at joining words ("and", "dan", "以及"). */
export function clausesOf(text: string): string[] {
  let cut = "";
  let copied = 0;
  for (let m = JOINS.first(text); m; m = JOINS.first(text, m.end)) {
    cut += `${text.slice(copied, m.start)}\u0000`;
    copied = m.end;
  }
  return (cut + text.slice(copied)).replace(CLAUSE_END, "\u0000").split("\u0000");
}

/**
 * Drops what a clause owned by a topic the site may not know uses only to describe it: "per sq ft" in "maintenance
 * fee per sq ft", "ready" in "is it ready furnished?". An intent any other clause asks stays. Returns the clauses
 * no such topic owns, where a ranking word still ranks ("is the biggest one furnished?" ranks nothing).
 */
function withoutDescribers(text: string, found: Map<KeywordIntent, number>): string {
  if (![...found.keys()].some((i) => CLAUSE_OWNERS.has(i))) return text;
  const elsewhere = new Set<KeywordIntent>();
  const free: string[] = [];
  for (const clause of clausesOf(text)) {
    const [asked] = intentsIn(clause);
    if ([...asked.keys()].some((i) => ASKED_FOR_FINANCING.has(i)))
      for (const why of ["financing", "foreignBuyers"] as const) if (asked.has(why)) found.delete(why);
    if ([...asked.keys()].some((i) => CLAUSE_OWNERS.has(i) && found.has(i))) continue;
    for (const i of asked.keys()) elsewhere.add(i);
    free.push(clause);
  }
  for (const intent of [...found.keys()]) if (!CLAUSE_OWNERS.has(intent) && !elsewhere.has(intent)) found.delete(intent);
  return free.join(" , ");
}

/** A unit's figures, which a topic's words may hold but not a question of their own. */
const FIGURES_APART: readonly KeywordIntent[] = ["rental", "price", "size"];

/** Whether a text asks one intent in a clause that asks something and does not name another. */
function asksApart(text: string): (intent: KeywordIntent, not: KeywordIntent) => boolean {
  let clauses: { asks: boolean; intents: Map<KeywordIntent, number> }[] | null = null;
  return (intent, not) => {
    clauses ??= clausesOf(text).map((c) => ({ asks: asksSomething(c), intents: intentsIn(c)[0] }));
    return clauses.length > 1 && clauses.some((c) => c.asks && c.intents.has(intent) && !c.intents.has(not));
  };
}

/** Topics a visitor gives as the reason for a question: the bank's loan, a visa. */
const REASONS: readonly KeywordIntent[] = ["financing", "foreignBuyers"];

/**
 * "The bank needs it for the loan — what is Ardentz's price range?": a loan or a visa named only in a sentence that
 * asks nothing, beside one that asks a fact the consultant knows, says why that is asked; it is not asked itself.
 */
function reasonsGiven(text: string, found: Map<KeywordIntent, number>): void {
  if (!REASONS.some((i) => found.has(i))) return;
  const sentences = (text.match(SENTENCE) ?? []).map((s) => ({ asks: asksSomething(s), intents: intentsIn(s)[0] }));
  if (sentences.length < 2) return;
  for (const reason of REASONS) {
    const given = sentences.filter((s) => s.intents.has(reason));
    const asked = sentences.filter((s) => s.asks && !s.intents.has(reason));
    const known = asked.some((s) => [...s.intents.keys()].some((i) => !SOCIAL_INTENTS.has(i) && !REASONS.includes(i)));
    if (given.length && given.every((s) => !s.asks) && known) found.delete(reason);
  }
}

/**
 * "Share" and "fee" ask the rental programme's terms only in a clause naming the programme or the hotel, or right
 * after one; and "the
 * rental programme's management fee" asks what the programme costs an owner, not the building's maintenance fee.
 */
function programmeTerms(text: string, found: Map<KeywordIntent, number>): void {
  if (!found.has("rentalTerms") && !(found.has("maintenance") && found.has("rentalProgramme"))) return;
  const clauses = clausesOf(text).map((clause) => intentsIn(clause)[0]);
  const ofProgramme = (c: Map<KeywordIntent, number>) => TERMS_OF.some((i) => c.has(i));
  // Or in the clause right after one that names it: "管理处可以帮忙代租吗？抽多少佣金？".
  if (!clauses.some((c, i) => c.has("rentalTerms") && (ofProgramme(c) || (i > 0 && ofProgramme(clauses[i - 1])))))
    found.delete("rentalTerms");
  const fee = found.get("maintenance");
  if (fee === undefined || !clauses.some((c) => c.has("maintenance") && c.has("rentalProgramme"))) return;
  if (!clauses.some((c) => c.has("maintenance") && !c.has("rentalProgramme"))) found.delete("maintenance");
  if (!found.has("rentalTerms")) found.set("rentalTerms", fee);
}

const LAND = keywordMatcher(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].land));
const MOST_UNITS = keywordMatcher(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].mostUnits));
const FEWEST_UNITS = keywordMatcher(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].fewestUnits));

/**
 * A lease of the land is its tenure, not a rent: "Земля ведь в аренде — до какого числа?", "el terreno es en
 * arrendamiento, ¿hasta qué fecha?", "is the land leased?". The rent stays when a unit's figure is asked beside it.
 */
function landLease(text: string, found: Map<KeywordIntent, number>): void {
  const rental = found.get("rental");
  if (rental === undefined || found.has("tenure") || LAND.first(text) === null) return;
  if (clausesOf(text).some((clause) => intentsIn(clause)[0].has("rental") && LAND.first(clause) === null)) return;
  found.delete("rental");
  found.set("tenure", rental);
}

/** "After handover" says when: beside a question of its own it asks no completion date ("rent after completion?"). */
function withoutWhen(text: string): string {
  const [at, rest] = take(text, AFTER_COMPLETION);
  return at >= 0 && intentsIn(rest)[0].size > 0 ? rest : text;
}

/**
 * "Lo compro para alquilar a estudiantes … ¿qué rentabilidad tiene?", "чтобы сдавать туристам. Какая доходность?":
 * letting the unit is why it is bought, and its rental word asks no rent where the message asks another figure and
 * no rent of its own.
 */
function withoutLetting(text: string): string {
  const [at, rest] = take(text, LETTING);
  if (at < 0) return text;
  const found = intentsIn(rest)[0];
  // "… to rent out to expats, what monthly rent could I expect?" asks the rent in its own words.
  return ASKED_FIGURES.some((i) => found.has(i)) && !found.has("rental") ? rest : text;
}

export function understand(message: string): Understanding {
  const text = normaliseText(message);
  // Each intent found, with where the message first asks it.
  const [found, rest, named] = intentsIn(withoutLetting(withoutWhen(take(text, HOUSEHOLD)[1])));
  typoIntents(rest, found);
  programmeTerms(text, found);
  landLease(text, found);
  reasonsGiven(text, found);
  const ranked = withoutDescribers(text, found);
  // A figure named by its own phrase is asked, whatever topic is beside it: "to rent out …, what monthly rent could I expect?".
  // So is a unit's figure asked in a question of its own: "纯投资，想放进酒店的租赁计划，Blitz 每月租金有多少？".
  const askedApart = asksApart(text);
  for (const intent of [...found.keys()])
    for (const absorbed of ABSORBS[intent] ?? [])
      if (!named.has(absorbed) && !(FIGURES_APART.includes(absorbed) && askedApart(absorbed, intent))) found.delete(absorbed);
  const intents = INTENT_PRIORITY.filter((i) => found.has(i));
  const asked = [...intents].sort((a, b) => (found.get(a) ?? 0) - (found.get(b) ?? 0));

  const folded = normaliseText(message);
  const [atLeastAt] = take(folded, AT_LEAST);
  const count = countIn(folded);
  // Words that only describe a subject the site does not know rank nothing ("is the biggest unit furnished?").
  const withoutAtLeast = take(ranked, AT_LEAST)[1];
  // With no count to hold, "最少" is "the least", not "at least": "月供最少的是哪个?".
  const adjective = superlativeIn(withoutAtLeast) ?? (count === null ? superlativeIn(ranked) : undefined);
  // A selling price beside a ranking word that names another figure is a limit: "die größte Wohnung unter 1 Mio. RM
  // Kaufpreis". Beside "cheapest" it is the price the ranking is by: "paling murah harga jual dia".
  const foundDimension = DIMENSIONS.find((d) => found.has(d));
  const dimension =
    foundDimension === "totalPrice" && adjective?.dimension && adjective.dimension !== "price"
      ? adjective.dimension
      : (foundDimension ?? adjective?.dimension);
  const superlative = adjective && dimension ? { direction: adjective.direction, dimension } : null;

  const unitRank = has(MOST_UNITS, folded) ? "max" : has(FEWEST_UNITS, folded) ? "min" : null;
  return { intents, asked, superlative, count, atLeast: atLeastAt >= 0, allUnits: speaksOfAllUnits(folded), unitRank };
}

/** The most specific intent a message's keywords show, or null when none does. */
export function detectIntent(message: string): KeywordIntent | null {
  return understand(message).intents[0] ?? null;
}

/** Whether the message speaks of all units ("all", "semua", "所有"), which ends a follow-up. */
export function mentionsAllUnits(message: string): boolean {
  return understand(message).allUnits;
}
