import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { normaliseText } from "@/lib/server/language/normalise";
import { QUERY_WORDS } from "@/lib/server/language/query";
import { squareFeet } from "@/lib/shared/config/area";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { SOCIAL_INTENTS, UNIT_INTENTS, type KeywordIntent } from "../intent-types";
import { countsSomething, figureRankingWords, rankedBothWays, rankingWord, understand, type Understanding } from "../intents";
import { keywordsMatcher, queryWordsMatcher } from "../every-language";
import { keywordMatcher } from "../keyword-matcher";
import { detectUnits, unitNameSpans } from "../units";
import { inclusiveCount, limitsIn, type Limit, type Span } from "./limits";
import { blank, holds, spansOf } from "./spans";
import { numbersSpelled, numbersWritten, type WrittenNumber } from "./numbers";
import type { UnitKey } from "@/lib/shared/config/site";
import { attributeOfIntent, QUERY_ATTRIBUTES, type Bound, type Filter, type Layout, type QueryAttribute, type Reading } from "./types";
import { declinedKind } from "./refuse";
import { asksUnknown } from "./unknown";

const ATTRIBUTE_WORDS = QUERY_ATTRIBUTES.map((attribute) => ({ attribute, matcher: keywordsMatcher(attribute) }));

const WORDS = {
  yearly: queryWordsMatcher((w) => w.yearly),
  squareMetres: queryWordsMatcher((w) => w.squareMetres),
  difference: queryWordsMatcher((w) => w.difference),
  moreAfter: queryWordsMatcher((w) => w.moreAfter),
  comparative: queryWordsMatcher((w) => w.comparative),
  also: queryWordsMatcher((w) => w.also),
  howMuch: queryWordsMatcher((w) => w.howMuch),
  corner: queryWordsMatcher((w) => w.corner),
  intermediate: queryWordsMatcher((w) => w.intermediate),
  under: queryWordsMatcher((w) => w.under),
  among: queryWordsMatcher((w) => w.among),
  ofThose: queryWordsMatcher((w) => w.ofThose),
  describing: queryWordsMatcher((w) => w.describing),
  over: queryWordsMatcher((w) => [...w.over]),
  atLeast: keywordsMatcher("atLeast"),
  need: queryWordsMatcher((w) => w.need),
  only: queryWordsMatcher((w) => w.only),
  other: queryWordsMatcher((w) => w.other),
  smallOne: queryWordsMatcher((w) => w.smallOne),
  smaller: queryWordsMatcher((w) => w.smaller),
  bigger: queryWordsMatcher((w) => w.bigger),
  bigOne: queryWordsMatcher((w) => w.bigOne),
  order: queryWordsMatcher((w) => w.order),
  top: queryWordsMatcher((w) => w.top),
  whichYear: queryWordsMatcher((w) => w.whichYear),
  household: queryWordsMatcher((w) => w.household),
  cars: queryWordsMatcher((w) => w.cars),
  budget: queryWordsMatcher((w) => w.budget),
  currency: queryWordsMatcher((w) => w.currency),
  monthly: queryWordsMatcher((w) => w.monthly),
  strict: queryWordsMatcher((w) => w.strict),
  negation: queryWordsMatcher((w) => w.negation),
  yesNo: queryWordsMatcher((w) => w.yesNo),
  negationAfter: queryWordsMatcher((w) => w.negationAfter),
  between: queryWordsMatcher((w) => w.range.between),
  exceptBefore: queryWordsMatcher((w) => w.except.before),
  exceptAfter: queryWordsMatcher((w) => w.except.after),
};

/** Question words and phrases, of every language. */
const ASKING = queryWordsMatcher((w) => w.asks);

/** Words for "about" an amount, as the qualification reads them ("lebih kurang", "more or less"). */
const ABOUT = keywordMatcher(
  LOCALE_CODES.flatMap((c) => [...LANGUAGES[c].qualification.budget.before.about, ...LANGUAGES[c].qualification.budget.after.about]),
);

// What may stand between an excluding word and the name it excludes: spaces and an article ("pas l'Ardentz",
// "not the Blitz", "nicht die Cares").
const ARTICLE_GAP = /^[\s'’]*(?:the|l|le|la|el|die|den|das|yang|ال)?[\s'’]*$/u;

/** The units a message leaves out by name: "mais pas l'Ardentz", "except Blitz", "Cares के अलावा", "除了Ardentz". */
function excludedUnits(text: string, spans: Record<"exceptBefore" | "exceptAfter", readonly Span[]>): UnitKey[] {
  const out = unitNameSpans(text).filter(
    (name) =>
      spans.exceptBefore.some((w) => w.end <= name.start && ARTICLE_GAP.test(text.slice(w.end, name.start))) ||
      spans.exceptAfter.some((w) => w.start >= name.end && ARTICLE_GAP.test(text.slice(name.end, w.start))),
  );
  return [...new Set(out.map((n) => n.key))];
}

/** Whether the ranking word is refused, not asked: "nicht die teuerste", "not the most expensive", "सबसे महंगा नहीं". */
function rankRefusedIn(rest: string, spans: Record<"negation" | "negationAfter", readonly Span[]>): boolean {
  const word = rankingWord(rest);
  if (!word) return false;
  const near = (from: number, to: number) => to >= from && to - from <= 8 && !/[\d,.;:!?，。；：！？、؟،]/u.test(rest.slice(from, to));
  return spans.negation.some((n) => near(n.end, word.start)) || spans.negationAfter.some((n) => near(word.end, n.start));
}

// What may join a range's two ends, folded: on their own ("to", "bis", "到"), or only beside a `between` word ("and").
const RANGE_TO = new Set(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].range.to).map(normaliseText));
const RANGE_AND = new Set(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].range.and).map(normaliseText));
const CURRENCY = new Set(LOCALE_CODES.flatMap((c) => QUERY_WORDS[c].currency).map(normaliseText));
const DASH = /^[-–—~～]$/u;

/** Two amounts that bound a range, the lower first, and the words that made them one. */
interface Range {
  low: WrittenNumber;
  high: WrittenNumber;
  words: Span[];
}

/**
 * "Between RM2,900 and RM3,100", "3k-3.5k", "от 3000 до 3500", "3000 से 3500 के बीच", "3000到3500之间": two amounts
 * side by side, joined by a range word or a dash (currency words may stand with them), are a floor and a ceiling.
 * "And" joins a range only beside a word that opens or closes one: "3k and 3.5k" alone may be two figures.
 */
/** The words that make two numbers side by side a range, or null: the join between them, and an opening word. */
function rangeWords(text: string, a: Span, b: Span, between: readonly Span[]): Span[] | null {
  const joiner = text
    .slice(a.end, b.start)
    .split(/\s+/u)
    .filter((w) => w && !CURRENCY.has(w))
    .join(" ");
  const opened = between.filter((w) => (w.end <= a.start && a.start - w.end <= NEAR) || (w.start >= b.end && w.start - b.end <= NEAR));
  const joined = RANGE_TO.has(joiner) || DASH.test(joiner) || (RANGE_AND.has(joiner) && opened.length > 0);
  return joined ? [{ start: a.end, end: b.start }, ...opened] : null;
}

function rangesIn(text: string, amounts: readonly WrittenNumber[], between: readonly Span[]): Range[] {
  const ordered = [...amounts].sort((a, b) => a.start - b.start);
  const ranges: Range[] = [];
  for (let i = 0; i + 1 < ordered.length; i++) {
    const [a, b] = [ordered[i], ordered[i + 1]];
    const words = rangeWords(text, a, b, between);
    if (!words || a.value === b.value) continue;
    const [low, high] = a.value < b.value ? [a, b] : [b, a];
    ranges.push({ low, high, words });
    i++;
  }
  return ranges;
}

/**
 * "3-3.5k", "от 3 до 3,2 тыс.", "3 to 3.5 thousand": a range's multiplier, written once after its second end,
 * holds for the first too.
 */
function sharedMultipliers(text: string, numbers: readonly WrittenNumber[], between: readonly Span[]): WrittenNumber[] {
  return numbers.map((a, i) => {
    const b = numbers[i + 1];
    const scale = b?.scale ?? 1;
    if (!b || (a.scale ?? 1) !== 1 || scale === 1 || a.percent || b.percent || a.value * scale > b.value * 10) return a;
    if (!rangeWords(text, a, b, between)) return a;
    const value = a.value * scale;
    return { ...a, value, written: String(value), scale };
  });
}

// Words that hold a count without being a cardinal, which numbersSpelled reads: compounds ("Dreizimmerwohnung"),
// Arabic duals ("موقفين", two car parks) found inside the word a preposition is joined to.
const COUNT_WORDS = [
  ...LOCALE_CODES.flatMap((c) => Object.entries(LANGUAGES[c].keywords.numbers)),
  ...LOCALE_CODES.flatMap((c) => Object.entries(QUERY_WORDS[c].numbers)),
];
const COUNT_MATCHER = keywordMatcher(COUNT_WORDS.map(([word]) => word));

/** The smallest amount read as a selling price rather than an installment. */
const SELLING_PRICE_FROM = 100_000;

/** How far (in characters) a limit word or the thing counted may stand from its number. */
const NEAR = 24;
/** How far a figure's word may stand before its limit word to be that limit's, whatever follows the amount: "rent of at least", "loyer annuel d'au moins". */
const JUST_BEFORE = 12;

/**
 * Numbers written in words with where they stand: "two car parks", "两个车位", "तीन हज़ार एक सौ". A weak word
 * ("one", "une", "neuf") is a number only as a count of one, the article's own reading being harmless there.
 */
function spelledIn(
  text: string,
  written: readonly Span[],
): { counts: (Span & { value: number; weak?: boolean })[]; amounts: WrittenNumber[] } {
  const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
  // "3 ribu" is one number, read with its digits: its multiplier is no number of its own.
  const spelled = numbersSpelled(text).filter((n) => (!n.weak || n.value === 1) && !written.some((w) => overlaps(w, n)));
  const words = [...COUNT_MATCHER.firstOfEach(text)].map(([index, start]) => ({
    start,
    end: start + normaliseText(COUNT_WORDS[index][0].replace(/\*$/, "")).length,
    value: COUNT_WORDS[index][1],
  }));
  const small = spelled.filter((n) => n.value >= 1 && n.value <= 9 && Number.isInteger(n.value));
  // One count where both readings found it: a count read twice would be two limits.
  return {
    counts: [...small, ...words.filter((w) => !small.some((n) => overlaps(n, w)))].filter(
      (n, i, all) => all.findIndex((m) => overlaps(m, n)) === i,
    ),
    // From ten on, an amount: under a hundred only as square metres ("七十平方米以上"), which the caller reads.
    amounts: spelled.filter((n) => n.value >= 10).map((n) => ({ ...n, written: String(n.value), percent: false })),
  };
}

/**
 * A need and the exact count it is met by, said twice ("we need 3 bedrooms, … the unit with 3 rooms"), are one
 * condition: the exact one, which the need adds nothing to.
 */
function withinExact(filters: Filter[]): Filter[] {
  const exact = (f: Filter) =>
    filters.some(
      (e) =>
        e !== f &&
        e.bound === "exact" &&
        e.attribute === f.attribute &&
        (f.bound === "min" ? e.value >= f.value : f.bound === "max" && e.value <= f.value),
    );
  return filters.filter((f) => f.bound === "exact" || !exact(f));
}

const gap = (a: Span, b: Span) => Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));

function nearest<T extends Span>(to: Span, spans: readonly T[], within = NEAR): T | null {
  let best: T | null = null;
  for (const s of spans) if (gap(to, s) <= within && (!best || gap(to, s) < gap(to, best))) best = s;
  return best;
}

/** A figure's word with the same figure's words written next to it: "installment budget", "loan payment". */
function phraseOf<T extends Span & { attribute: string }>(word: T, words: readonly T[]): Span {
  let phrase: Span = word;
  for (let grown = true; grown;) {
    grown = false;
    for (const w of words) {
      if (w.attribute !== word.attribute || (w.start >= phrase.start && w.end <= phrase.end) || gap(phrase, w) > 1) continue;
      phrase = { start: Math.min(phrase.start, w.start), end: Math.max(phrase.end, w.end) };
      grown = true;
    }
  }
  return phrase;
}

// Arabic letters that join a word before them: "ولا" is "and not". Arabic keywords need no word edge, as clitics
// attach to them, but a short word such as "لا" (not) would otherwise be read inside "الاكبر" (the largest).
const ARABIC = /\p{Script=Arabic}/u;
const ARABIC_JOINED = /^[وف]$/u;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * Whether an Arabic negation or "except" found stands as a word of its own, a conjunction joined to it allowed
 * ("ولا"): stricter than the start of a word every keyword keeps (keyword-matcher.ts), as "بلا" and "كلا" are
 * words of their own, and a particle takes no suffix: "لا" does not negate in "لازم" (needed). Other scripts'
 * words have their edges already.
 */
function startsAWord(text: string, span: Span): boolean {
  if (!ARABIC.test(text[span.start] ?? "")) return true;
  // A word written with the space after it ("مو ") has ended there, whatever follows.
  if (!/\s/u.test(text[span.end - 1] ?? "") && LETTER.test(text[span.end] ?? "")) return false;
  const before = text[span.start - 1] ?? "";
  if (!LETTER.test(before)) return true;
  return ARABIC_JOINED.test(before) && !LETTER.test(text[span.start - 2] ?? "");
}

/** How far an "only" word may stand from the need it takes back: "only need", "need only", "perlu 2 bilik je". */
const ONLY_REACH = 16;

/** The limit word nearest a figure among those that are its own; on a tie, the ceiling. */
function limitNear(at: Span, limits: readonly Limit[], within: number): Limit | null {
  const ceilings = nearest(
    at,
    limits.filter((l) => l.bound === "max"),
    within,
  );
  const floors = nearest(
    at,
    limits.filter((l) => l.bound === "min"),
    within,
  );
  if (ceilings && (!floors || gap(at, ceilings) <= gap(at, floors))) return ceilings;
  return floors;
}

/** Where one question of a message ends and the next begins, besides the words that join them. */
const CLAUSE_MARK = /[,;:!?，。；：！？、؟،]/gu;
// The same marks, for a test of one stretch of text (a global pattern's test() would keep its place between calls).
const HAS_CLAUSE_MARK = new RegExp(CLAUSE_MARK.source, "u");
/** Where a sentence ends: a full stop that is no decimal point, or a question or exclamation mark. */
const SENTENCE_END = /[!?。！？؟]|\.(?!\d)/u;
/** Where a question starts: after a sentence's end, or at Spanish's opening mark. */
const QUESTION_START = new RegExp(`${SENTENCE_END.source}|¿`, "u");

/** The message's questions as spans of the text, split at clause marks and at the words that start another question. */
function clausesOf(text: string, joins: readonly Span[]): Span[] {
  const breaks = [...[...text.matchAll(CLAUSE_MARK)].map((m) => ({ start: m.index, end: m.index + m[0].length })), ...joins].sort(
    (a, b) => a.start - b.start,
  );
  const clauses: Span[] = [];
  let from = 0;
  for (const b of breaks) {
    if (b.start > from) clauses.push({ start: from, end: b.start });
    from = Math.max(from, b.end);
  }
  if (from < text.length) clauses.push({ start: from, end: text.length });
  return clauses;
}

/**
 * "The cheapest unit and the biggest one?", "شو أرخص وحدة وأكبر وحدة؟": a message that ranks twice, by different
 * figures or ways, asks two questions. Its parts, each with one ranking, cut where the clause of each later ranking
 * starts (or at the ranking word, where no clause mark or joining word stands between); null when it ranks once, names
 * a unit (then the ranking compares the units named), or a ranking word is part of a limit ("bigger than 70 m²").
 */
export function rankingsApart(message: string): string[] | null {
  const text = normaliseText(message);
  if (detectUnits(message).length) return null;
  const limits = [WORDS.under, WORDS.over, WORDS.atLeast].flatMap((m) => spansOf(m, text));
  const words = figureRankingWords(text).filter((w) => !limits.some((l) => l.start < w.end && w.start < l.end));
  const kind = (w: (typeof words)[number]) => `${w.dimension} ${w.direction}`;
  if (new Set(words.map(kind)).size < 2) return null;
  // "Corner units only: the smallest n cheapest one?" asks one unit within one scope, which parts would lose; "the gap
  // between the biggest and the smallest" one figure of the pair the rankings find.
  const query = readQuery(message).query;
  const scoped = [WORDS.corner, WORDS.intermediate].some((m) => spansOf(m, text).length) || Boolean(query?.filters.length);
  if (scoped || query?.extremes) return null;
  const joins = spansOf(WORDS.also, text);
  const clauses = clausesOf(text, joins);
  const cuts: number[] = [];
  let last = words[0];
  for (const w of words.slice(1)) {
    if (kind(w) === kind(last)) continue;
    // "The smallest and cheapest one": two words of one description, with only a joining word between.
    const gapJoins = joins.filter((j) => j.start >= last.end && j.end <= w.start);
    if (
      !blank(text, gapJoins)
        .slice(last.end, w.start)
        .replace(/[\s,、，n&+]/gu, "")
    )
      return null;
    const between = clauses.filter((c) => c.start > last.end && c.start <= w.start);
    cuts.push(between.length ? between[between.length - 1].start : w.start);
    last = w;
  }
  const parts = [0, ...cuts].map((from, i) => text.slice(from, cuts[i] ?? text.length).trim()).filter((p) => p.length);
  return parts.length > 1 ? parts : null;
}

/**
 * A ranking followed by a question about what it finds ("which has the most bedrooms, and how many bathrooms does
 * it have?"): the ranking read from its own clause, and what the later clauses ask of the winner. Null when the
 * message asks one thing, or ranks twice.
 */
function rankingThen(rest: string, joins: readonly Span[]): { ranking: Understanding; clause: Span; second: KeywordIntent[] } | null {
  const clauses = clausesOf(rest, joins);
  const parts = clauses.map((c) => understand(rest.slice(c.start, c.end)));
  const at = parts.findIndex((u) => u.superlative !== null);
  if (at < 0 || parts.slice(at + 1).some((u) => u.superlative !== null)) return null;
  const second = [...new Set(parts.slice(at + 1).flatMap((u) => u.asked.filter((i) => UNIT_INTENTS.has(i) && i !== "overview")))];
  return second.length ? { ranking: parts[at], clause: clauses[at], second } : null;
}

// What may stand between a ranking word and the figure it ranks: a space, 的 ("cheapest rent", "最便宜的租金"), or the
// article a French or Spanish superlative repeats after its noun ("le loyer le plus cher", "se loue le plus cher").
// A word between makes it another figure's: "the rent of the cheapest", "аренда у самой дешёвой".
const BESIDE = /^[\s\-的]*(?:(?:le|la|les|el|los|las)\s*)?$/u;
// What may stand between a comparative and the figure it compares: a space, a short preposition ("по площади", "in size").
const COMPARED = /^\s*(?:\p{L}{1,2}\s+)?$/u;

/**
 * A ranking word that names its own figure ("cheapest", "largest", "最大") ranks by that figure, unless another
 * figure's word stands right beside it ("cheapest rent", "租金最便宜"): in "the rent of the cheapest one" or "how many
 * car parks does the largest unit have?" the other figure is asked of the unit the ranking finds, as in
 * "卧室最多的户型有几个车位?" (the car parks of the unit with the most bedrooms).
 */
function rankedBy(
  rest: string,
  clause: Span,
  rank: { attribute: QueryAttribute; direction: "max" | "min" },
  figures: readonly (Span & { attribute: QueryAttribute })[],
  /** Figures a limit already holds: "ذات غرفتي النوم الأقل قسطاً" ranks the installment, beside the bedrooms it limits. */
  limited: readonly QueryAttribute[] = [],
): { attribute: QueryAttribute; direction: "max" | "min"; asked: QueryAttribute[] } {
  const word = rankingWord(rest.slice(clause.start, clause.end));
  const inClause = figures.filter((f) => f.start >= clause.start && f.end <= clause.end);
  if (!word || word.dimension === "totalPrice") return { ...rank, asked: [] };
  // A word that names no figure ("most", "最多") ranks by the one beside it, else by the one the keywords chose.
  const own = word.dimension ?? rank.attribute;
  const at = { start: clause.start + word.start, end: clause.start + word.end };
  const beside = (f: Span) => BESIDE.test(rest.slice(Math.min(f.end, at.end), Math.max(f.start, at.start)));
  // Of the figures beside a word that names none, one no limit holds: "ذات غرفتي النوم الأقل قسطاً" ranks the installment.
  const besideWord = inClause.filter((f) => (word.dimension === undefined || f.attribute !== own) && beside(f));
  const by = (besideWord.find((f) => !limited.includes(f.attribute)) ?? besideWord.find((f) => f.attribute !== own))?.attribute ?? own;
  const asked = inClause.filter((f) => f.attribute !== by && f.attribute !== word.dimension && !beside(f)).map((f) => f.attribute);
  return { attribute: by, direction: word.s.direction, asked: [...new Set(asked)] };
}

/**
 * "The highest rent under RM3,400": the figure word both names the limit and is what the ranking word beside it ranks.
 * Read when the ranking word, the limit having taken its figure, ranks nothing else.
 */
function rankOfLimited(
  text: string,
  rest: string,
  figures: readonly (Span & { attribute: QueryAttribute })[],
): { direction: "max" | "min"; dimension: QueryAttribute } | null {
  const word = rankingWord(rest);
  if (!word) return null;
  const beside = figures.find((f) => BESIDE.test(text.slice(Math.min(f.end, word.end), Math.max(f.start, word.start))));
  const dimension = beside?.attribute ?? word.dimension;
  return dimension && dimension !== "totalPrice" ? { direction: word.s.direction, dimension } : null;
}

/**
 * Each figure's words, less those inside a longer phrase of another figure: "rental yield" is the yield's, and the
 * "rental" in it names no rent.
 */
function outerFigureWords<T extends Span>(perFigure: readonly (readonly T[])[]): T[][] {
  const all = perFigure.flat();
  const inside = (s: Span) => all.some((f) => f.start <= s.start && f.end >= s.end && f.end - f.start > s.end - s.start);
  return perFigure.map((spans) => spans.filter((s) => !inside(s)));
}

/**
 * Chinese asks yes or no by saying a verb and its negation together: "是不是角头" is "is it a corner?", "要不要" "do
 * you want", so a "不是" or "不要" right after its own verb negates nothing.
 */
function asksYesOrNo(text: string, negation: Span): boolean {
  const word = text.slice(negation.start, negation.end);
  if (!word.startsWith("不") || word.length < 2) return false;
  const verb = word.slice(1);
  return text.slice(negation.start - verb.length, negation.start) === verb;
}

/** How far (in characters) a negation may stand before a count it turns into a ceiling: "keine drei", "not 3". */
const NEGATED_COUNT_GAP = 1;

/** How far (in characters) a negation may stand before the corner or intermediate word it turns around. */
const NEGATION_REACH = 16;

/**
 * Corner or intermediate, as the message wants it. A negated layout is the other one: "not a corner unit", "不要角落的",
 * "qui n'est pas en angle" want the intermediate units. A layout word inside the other's longer phrase ("कोने वाला
 * नहीं", not the corner one) is that phrase's. Where a language puts its negation after the word ("कॉर्नर वाला नहीं
 * चाहिए"), it turns around the layout word before it.
 */
function layoutOf(
  text: string,
  spans: Record<"corner" | "intermediate" | "negation" | "negationAfter", readonly Span[]>,
): { layout: Layout; refused: boolean } | null {
  const within = (s: Span, others: readonly Span[]) => others.some((o) => o.start <= s.start && o.end >= s.end && o !== s);
  const reaches = (from: number, to: number) =>
    to >= from && to - from <= NEGATION_REACH && !/[\d,.;:!?，。；：！？、؟،]/u.test(text.slice(from, to));
  // A negation turns around the nearest layout word only: "不是角头的那个中间单位" is the intermediate one, not the corner.
  const layoutWords = [...spans.corner, ...spans.intermediate];
  const between = (from: number, to: number) => layoutWords.some((w) => w.start >= from && w.end <= to);
  const negated = (s: Span) =>
    spans.negation.some((n) => reaches(n.end, s.start) && !between(n.end, s.start)) ||
    spans.negationAfter.some((n) => reaches(s.end, n.start) && !between(s.end, n.start));
  const corner = spans.corner.filter((s) => !within(s, spans.intermediate));
  const intermediate = spans.intermediate.filter((s) => !within(s, spans.corner));
  const wants = (layout: Layout, own: readonly Span[], other: readonly Span[]) =>
    own.some((s) => !negated(s)) || other.some((s) => negated(s)) ? layout : null;
  // "中间单位，不要角落的": what is wanted and what is refused say the same.
  const asked = [wants("corner", corner, intermediate), wants("intermediate", intermediate, corner)].filter((l) => l !== null);
  if (asked.length !== 1) return null;
  const own = asked[0] === "corner" ? corner : intermediate;
  return { layout: asked[0], refused: !own.some((s) => !negated(s)) };
}

/** The ranking a size word pointing at a unit makes: "the small one" is the smallest of those meant. */
function sizePointer(spans: { smallOne: Span[]; bigOne: Span[] }): { attribute: QueryAttribute; direction: "max" | "min" } | null {
  if (spans.smallOne.length && !spans.bigOne.length) return { attribute: "size", direction: "min" };
  if (spans.bigOne.length && !spans.smallOne.length) return { attribute: "size", direction: "max" };
  return null;
}

/**
 * Reads a message as a query over the unit table: numbers bound to what they limit ("at least 2 car parks",
 * "under RM3,500 rent"), corner or intermediate, the ranking asked among what is left, a yearly sum, square
 * metres, or the difference between two units. The words that built the limits are taken out before the
 * consultant's keywords read the rest, so "best yield with 2 bedrooms" ranks by yield among two-bedroom units.
 */
export function readMessage(message: string): Reading {
  const refusal = declinedKind(message);
  if (!refusal) return readQuery(message);
  if (refusal === "advice") {
    const reading = readQuery(message);
    if (asksWhatFits(reading)) return reading;
  }
  return { refusal, query: null };
}

/**
 * Whether a reading sets a limit: with one, "which unit suits me?" asks which units fit it ("a maximum of RM3,000 a
 * month: ¿qué unidad me conviene?", "بدي مساحة أكتر من 70 متر مربع … شو بتنصحني"), not for advice.
 */
export const asksWhatFits = (reading: Reading): boolean => Boolean(reading.query?.filters.length);

function readQuery(message: string): Reading {
  if (asksUnknown(message)) return { refusal: null, query: null, unknown: true };
  const text = normaliseText(message);
  const spans = Object.fromEntries(Object.entries(WORDS).map(([k, m]) => [k, spansOf(m, text)])) as Record<keyof typeof WORDS, Span[]>;
  // "Which year" asks a date, not a sum over one: "租约到哪一年" asks when the lease ends.
  spans.yearly = spans.yearly.filter((y) => !spans.whichYear.some((w) => w.start < y.end && y.start < w.end));
  spans.under = spans.under.filter((u) => !spans.among.some((a) => a.start <= u.start && a.end >= u.end));
  // "係邊間？" (which one is it?) asks; its "边间" is no end unit.
  const asking = spansOf(ASKING, text);
  spans.corner = spans.corner.filter((c) => !asking.some((a) => a.end - a.start > c.end - c.start && holds(a, c)));
  // "Lebih kurang" (about) compares nothing and limits nothing: "dlm meter persegi lebih kurang brp?".
  const about = spansOf(ABOUT, text);
  for (const key of ["comparative", "moreAfter", "over", "under"] as const)
    spans[key] = spans[key].filter((s) => !about.some((a) => holds(a, s)));
  for (const key of ["negation", "negationAfter", "exceptBefore", "exceptAfter"] as const)
    spans[key] = spans[key].filter((s) => startsAWord(text, s));
  // Every negation word as written, for the limit words that are one language's negation (Malay "tak").
  const negationsWritten = spans.negation;
  const inYesNo = (s: Span) => spans.yesNo.some((y) => y.start <= s.start && y.end >= s.end);
  spans.negation = spans.negation.filter((s) => !asksYesOrNo(text, s) && !inYesNo(s));
  spans.negationAfter = spans.negationAfter.filter((s) => !inYesNo(s));
  // "We only need 2 bedrooms": the two-bedroom units, not at least two.
  spans.need = spans.need.filter(
    (n) =>
      !spans.only.some(
        (o) => gap(o, n) <= ONLY_REACH && !HAS_CLAUSE_MARK.test(text.slice(Math.min(o.end, n.end), Math.max(o.start, n.start))),
      ),
  );
  const inHousehold = (s: Span) => spans.household.some((h) => h.start <= s.start && h.end >= s.end);
  const attributeSpans = outerFigureWords(
    ATTRIBUTE_WORDS.map(({ attribute, matcher }) =>
      spansOf(matcher, text)
        .filter((s) => !inHousehold(s))
        .map((s) => ({ ...s, attribute })),
    ),
  );
  const figureWords = attributeSpans.flat();
  // "We have 3 cars": a count of cars is a floor on the car parks.
  // A car word beside a car-park word is part of it: "موقف سيارة" is a car park, "car park" one word.
  const cars = spans.cars
    .filter((c) => !figureWords.some((f) => gap(f, c) <= 1 && (f.attribute === "carParks" || (f.start <= c.start && f.end >= c.end))))
    .map((c) => ({ ...c, attribute: "carParks" as const, cars: true as const }));
  // A limit word inside a budget's is the budget's: "买得起" (can afford) holds "起" (from … up).
  const inBudget = (l: Span) => spans.budget.some((b) => b.start <= l.start && b.end >= l.end);
  // "Больше не надо" (no more needed) says how many are wanted: its "больше" is no floor, nor a ranking.
  const inOnly = (l: Span) => spans.only.some((o) => holds(o, l));
  const limits = limitsIn(text, { ...spans, over: [...spans.over, ...spans.atLeast, ...spans.need] }).filter(
    (l) => !inBudget(l) && !inOnly(l),
  );
  const needs = limits.filter((l) => spans.need.some((n) => n.start === l.start && n.end === l.end));
  const used: Span[] = [
    ...spans.household,
    ...spans.yearly,
    ...spans.squareMetres,
    ...spans.difference,
    // "How much rent a year?" asks the rent: "how much" is only a price word when nothing else is asked. A figure's
    // own words that hold it, or that it runs into, stay: "¿cuánto mide?" asks the size, and so does "大几平方英尺".
    ...spans.howMuch.filter(
      (h) => !attributeSpans.flat().some((f) => f.start < h.end && h.start < f.end && (f.start < h.start || f.end > h.end)),
    ),
    ...spans.corner,
    ...spans.intermediate,
    ...spans.currency,
    // A phrase of them ("больше не надо", "no more than that") asks nothing: its words rank nothing.
    ...spans.only.filter((o) => /\s/u.test(text.slice(o.start, o.end))),
  ];
  const filters: Filter[] = [];
  let loose = false;
  // A limit the query cannot account for is never dropped: the answer without it would be to another question.
  let unaccounted = false;

  const written = sharedMultipliers(text, numbersWritten(text), spans.between);
  const numbers = written.filter((n) => !n.percent);
  const percents = written.filter((n) => n.percent);
  const counted: (Span & { attribute: QueryAttribute; cars?: true })[] = [
    ...attributeSpans[QUERY_ATTRIBUTES.indexOf("rooms")],
    ...attributeSpans[QUERY_ATTRIBUTES.indexOf("carParks")],
    ...cars,
  ];
  const spelled = spelledIn(text, written);
  // "At least 75 m²", "minimum 70 meter persegi": an area in square metres right after its figure is a size, in the
  // square feet the unit table holds; that square-metre word asks no conversion.
  const metric = [...numbers, ...spelled.amounts].filter(
    (n) => !n.percent && spans.squareMetres.some((m) => m.start >= n.end && m.start - n.end <= 2),
  );
  const metricWords = spans.squareMetres.filter((m) => metric.some((n) => m.start >= n.end && m.start - n.end <= 2));
  spans.squareMetres = spans.squareMetres.filter((m) => !metricWords.includes(m));
  const inSquareFeet = metric.map((n) => {
    const sqft = squareFeet(n.value);
    // An area spelled out is said back as the visitor wrote it ("至少七十平方米"): the reply adds no figure of its own.
    const written = numbers.includes(n) ? n.written : text.slice(n.start, n.end);
    return { ...n, value: sqft, written, end: metricWords.find((m) => m.start >= n.end)?.end ?? n.end, area: true as const };
  });
  // "Con un tope de 37.000 RM": a word for one right before a limit word is its article, not its figure.
  const article = (c: Span & { weak?: boolean; value: number }) =>
    c.weak === true && c.value === 1 && limits.some((l) => l.start >= c.end && l.start - c.end <= 1);
  const allCounts = [
    ...numbers.filter((x) => x.value >= 1 && x.value <= 9 && Number.isInteger(x.value) && !metric.includes(x)),
    // "Which one has the most car parks?": a word for one counts only beside what it counts.
    ...spelled.counts.filter((c) => !article(c) && (c.value !== 1 || countsSomething(text, c.start, c.end))),
  ];
  const amounts = [...[...numbers, ...spelled.amounts].filter((x) => x.value >= 100 && !metric.includes(x)), ...inSquareFeet];
  // Each limit word belongs to the number nearest it: in "under RM3,100 with 2 bedrooms" the 2 is no ceiling.
  const rankAt = rankingWord(text);
  // "Top two only", "Топ-2", "前两名", "the two cheapest": a count right beside a top word, or right before a ranking
  // word, is how far an order goes, not a count of rooms.
  // A count that counts the word right after it is that word's: "top 3 bedroom units", "两房最便宜".
  const joined = (a: Span, b: Span) => /^[\s\-]*$/u.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
  const besideTop = (c: Span) => spans.top.filter((t) => gap(t, c) <= 2 && joined(t, c));
  const topCount = allCounts.find(
    (c) =>
      !counted.some((w) => w.start >= c.end && w.start - c.end <= 1) &&
      (besideTop(c).length > 0 || (rankAt !== undefined && c.end <= rankAt.start && joined(c, rankAt))),
  );
  if (topCount) used.push(topCount, ...besideTop(topCount));
  // "The cheaper of the two — how many car parks?": the two spoken of before, not a count, unless it counts the word
  // right after it ("which of the two bedroom units").
  const pointsBack = (c: Span) => spans.ofThose.some((o) => holds(o, c)) && !counted.some((w) => w.start >= c.end && w.start - c.end <= 1);
  const counts = allCounts.filter((c) => c !== topCount && !pointsBack(c));
  const figures: Span[] = [...amounts, ...counts, ...percents];
  const own = (limit: Span) => figures.reduce<Span | null>((best, f) => (!best || gap(limit, f) < gap(limit, best) ? f : best), null);
  // One language's limit word may be another's negation: Hindi "tak" (up to) follows its figure, and Malay "ada tak"
  // (is there) before a count limits nothing.
  const negationWord = (l: Span) => negationsWritten.some((g) => g.start === l.start && g.end === l.end);
  // Nor after it, across a comma or a question mark: "3 bilik tidur, ada tak?" limits nothing (but "40k a year, max" does).
  const parted = (l: Span, n: Span) => /[,;:!?，。；：！？、؟،]/u.test(text.slice(Math.min(l.end, n.end), Math.max(l.start, n.start)));
  const limitsOf = (n: Span) => limits.filter((l) => own(l) === n && !(negationWord(l) && (l.end <= n.start || parted(l, n))));
  // A need bounds a count only: "we need RM3,000" does not say whether that is a ceiling or a floor.
  const amountLimitsOf = (n: Span) => limitsOf(n).filter((l) => !needs.includes(l));
  const strictly = (limit: Limit | null): { strict?: true } => (limit?.strict ? { strict: true } : {});

  // "3.000 ringgit al mes de cuota como mucho": the amount's own currency, period and figure words between it and its
  // limit word do not count against the limit's reach.
  const amountWords = [...spans.currency, ...spans.monthly, ...figureWords];
  const limitPastWords = (n: Span, own: readonly Limit[]) =>
    own.find((l) => {
      const [from, to] = [Math.min(n.end, l.end), Math.max(n.start, l.start)];
      const between = amountWords.filter((w) => w.start >= from && w.end <= to).reduce((sum, w) => sum + w.end - w.start, 0);
      return !parted(l, n) && gap(n, l) - between <= NEAR;
    }) ?? null;
  // A budget word is taken out only with an amount it makes a budget of: "most affordable" still ranks.
  if (amounts.length) used.push(...spans.budget);
  const ranges = rangesIn(text, amounts, spans.between);
  for (const r of ranges) used.push(...r.words);
  // Amounts: a figure of 100 or more, with a limit beside it or a budget in the message.
  const amountBound = new Map<Span, Bound>();
  /** Where each amount's limit was written. */
  const amountAt = new Map<Filter, number>();
  for (const n of amounts) {
    used.push(n);
    const range = ranges.find((r) => r.low === n || r.high === n);
    const limit = range ? null : (limitNear(n, amountLimitsOf(n), NEAR) ?? limitPastWords(n, amountLimitsOf(n)));
    // Only a limit word that limits is taken out: "le plus de chambres" is a ranking, "plus de 2" a limit.
    if (limit) used.push(limit);
    const bound: Bound | null = range ? (range.low === n ? "min" : "max") : (limit?.bound ?? (spans.budget.length ? "max" : null));
    // Ringgit, or a budget, is money: "more than RM3,000 a month, which is the largest?" limits the installment.
    // So is an amount paid each month: "biggest unit under 3100 per month" limits the installment, not the area.
    const ends = range ? [range.low, range.high] : [n];
    const ringgit =
      ends.some((m) => nearest(m, spans.currency, 2) !== null || nearest(m, spans.monthly, NEAR) !== null) || spans.budget.length > 0;
    // "780 sqft चाहिए, महीने के हिसाब से सबसे सस्ता": an amount its size word follows at once is an area, whatever
    // monthly word comes after.
    const sizeWordAfter = attributeSpans[QUERY_ATTRIBUTES.indexOf("size")].some(
      (w) => w.start >= n.end && /^\s*$/u.test(text.slice(n.end, w.start)),
    );
    const area = "area" in n || sizeWordAfter;
    // A figure's word in another clause that a ranking word stands beside is that ranking's, not this amount's:
    // "parmi ceux à moins de 3 500 par mois, lequel se loue le plus cher ?" ranks the rent.
    const ranks = (m: Span) =>
      rankAt !== undefined &&
      BESIDE.test(text.slice(Math.min(m.end, rankAt.end), Math.max(m.start, rankAt.start))) &&
      HAS_CLAUSE_MARK.test(text.slice(Math.min(m.end, n.end), Math.max(m.start, n.start)));
    // No unit comes near 100,000 sq ft: "the biggest unit for under 900k" limits the price, whatever ranks the size.
    const money = (
      area
        ? (["size"] as const)
        : ringgit || n.value >= SELLING_PRICE_FROM
          ? (["price", "rental"] as const)
          : (["price", "rental", "size"] as const)
    )
      .flatMap((a) => attributeSpans[QUERY_ATTRIBUTES.indexOf(a)])
      .filter((m) => !ranks(m));
    // A range's two ends limit one figure, named beside either: "between 2,900 and 3,100 instalment".
    // "إيجار ما يقل عن ٣٣٠٠ والقسط …", "rent of at least 3,300 and an installment …": a figure's word written just
    // before its limit word is its own, whatever word follows the figure.
    // Just before: "alquiler más alto posible pero sin pasar de 3000 de cuota" ranks the rent and limits the cuota.
    const before =
      limit && limit.end <= n.start
        ? nearest(
            limit,
            money.filter((m) => m.end <= limit.start),
            JUST_BEFORE,
          )
        : null;
    const owner = range
      ? (nearest(range.low, money, NEAR + 8) ?? nearest(range.high, money, NEAR + 8))
      : (before ?? nearest(n, money, NEAR + 8));
    // "Before 2030", "२०३० तक": a year, not an amount, where nothing makes it money or an area.
    const year = /^\d{4}$/u.test(n.written) && n.value >= 1990 && n.value <= 2100 && (n.scale ?? 1) === 1;
    if (year && !owner && !ringgit && !range) continue;
    if (!bound) {
      loose ||= !owner && !spans.currency.length;
      continue;
    }
    if (owner) used.push(owner);
    const attribute = area ? "size" : (owner?.attribute ?? "price");
    // "Under RM40,000 a year": an amount with a yearly word beside it limits twelve months of the figure.
    // So does one whose figure's word has a yearly word beside it: "a yearly installment budget of RM40k".
    // And the one amount of a sentence that says "a year" anywhere, unless it says "a month" itself: "Setahun saya
    // mampu bayar ansuran RM35,000 sahaja."
    const inSentence = (y: Span) => !SENTENCE_END.test(text.slice(Math.min(y.end, n.end), Math.max(y.start, n.start)));
    // An amount that says "a month" is a month's, whatever year is said near it: "I earn well every year. My budget
    // is RM3,000 a month."
    // "一年月供": a month's figure named inside a year's words is summed over the year.
    // "que la renta anual pase los 40 mil y que la cuota mensual sea la más baja": a month beside another figure's
    // word is that figure's, and says nothing of this amount.
    const othersMonth = (m: Span) => owner !== null && figureWords.some((f) => f.attribute !== owner.attribute && gap(f, m) <= 1);
    const monthly =
      nearest(
        n,
        spans.monthly.filter((m) => !spans.yearly.some((y) => y.start <= m.start && y.end >= m.end) && !othersMonth(m)),
        NEAR,
      ) !== null;
    const yearlyNear =
      !monthly &&
      (nearest(n, spans.yearly, NEAR) !== null ||
        (owner !== null && nearest(phraseOf(owner, money), spans.yearly, 2) !== null) ||
        (amounts.length === 1 && spans.yearly.some(inSentence)));
    const yearly = attribute !== "size" && yearlyNear ? { yearly: true as const } : {};
    // No month's or year's installment comes near RM100,000: an amount that large limits the selling price.
    const selling = attribute === "price" && !yearlyNear && !monthly && n.value >= SELLING_PRICE_FROM ? { selling: true as const } : {};
    filters.push({
      attribute,
      bound,
      value: n.value,
      written: n.written,
      ...strictly(limit),
      ...yearly,
      ...selling,
      ...("area" in n ? { metres: true as const } : {}),
    });
    amountBound.set(n, bound);
    amountAt.set(filters[filters.length - 1], n.start);
  }
  // "Максимум тысячи три с небольшим, ну до 3100": the same limit said twice of one figure is corrected by the last.
  for (const [f, at] of amountAt) {
    const same = (g: Filter) =>
      g.attribute === f.attribute && g.bound === f.bound && g.yearly === f.yearly && g.selling === f.selling && g.metres === f.metres;
    if ([...amountAt].some(([g, later]) => g !== f && same(g) && later > at)) filters.splice(filters.indexOf(f), 1);
  }
  // "до 3 тыс. ринггитов, не больше", "RM3k a month, nothing above that": the same limit said again of the same
  // amount restates it, and ranks nothing.
  used.push(...limits.filter((l) => !used.includes(l) && amountBound.get(own(l) as Span) === l.bound));
  // Percentages with a limit beside them limit the yield, the one figure the site gives in percent. A limited
  // percentage that no yield word owns (a deposit, an interest rate) is a limit the query cannot account for.
  const yields = attributeSpans[QUERY_ATTRIBUTES.indexOf("yield")];
  for (const n of percents) {
    const limit = limitNear(n, amountLimitsOf(n), NEAR);
    // Only a limit word that limits is taken out: "le plus de chambres" is a ranking, "plus de 2" a limit.
    if (limit) used.push(limit);
    if (!limit) continue;
    used.push(n);
    const owner = nearest(n, yields, NEAR + 8);
    if (!owner) {
      loose = unaccounted = true;
      continue;
    }
    used.push(owner);
    filters.push({ attribute: "yield", bound: limit.bound, value: n.value, written: n.written, ...strictly(limit) });
  }
  // Counts: 1 to 9, in figures or words, beside the bedrooms or car parks they count.
  const countFilters: (Filter & Span)[] = [];
  // The visitor's own cars ("машина одна"): a floor on car parks only where units are ranked or sought, not when one is named.
  const fromCars: (Filter & Span)[] = [];
  let boundedCount = false;
  // A count stands before what it counts: in "两房两车位" the second 两 counts the car parks.
  const ownerOf = (n: Span) => {
    const before = nearest(n, counted);
    const next = nearest(
      n,
      counted.filter((c) => c.start >= n.end),
    );
    return next && (!before || gap(n, next) <= gap(n, before)) ? next : before;
  };
  const owners = counts.map(ownerOf);
  // "Corner wala chahiye aur 2 bedroom": a need before an "and" is what comes before it.
  const joinedAfter = (l: Span, c: Span) => l.end <= c.start && spans.also.some((a) => a.start >= l.end && a.end <= c.start);
  // "Нужна угловая квартира с двумя спальнями", "2 bedroom wala": a count that describes the unit wanted.
  const describesUnit = (c: Span, what: Span) =>
    spans.describing.some((d) => (d.end <= c.start && c.start - d.end <= 1) || (d.start >= what.end && d.start - what.end <= 1));
  for (const [i, n] of counts.entries()) {
    const owner = owners[i];
    if (!owner) continue;
    // Each thing counted has one count, the nearest: in "a family of five and need three bedrooms" it is three.
    const rival = counts.find(
      (m, j) => j !== i && owners[j] === owner && (gap(m, owner) < gap(n, owner) || (gap(m, owner) === gap(n, owner) && m.start < n.start)),
    );
    if (rival) continue;
    used.push(n, owner);
    // "С двумя спальнями какая больше по площади?", "2 bedrooms, which is bigger in size": a limit word right before
    // another figure's word compares that figure; it limits no count.
    const comparesFigure = (l: Span) =>
      figureWords.some((f) => f.attribute !== owner.attribute && f.start >= l.end && COMPARED.test(text.slice(l.end, f.start)));
    // "Tepat 1 petak je, x perlu lebih", "exactly 2 car parks": a count its "exactly" stands right before is that count,
    // whatever limit word follows to say no more is wanted (or whatever need: "une seule place me suffit"). The word
    // may hold the count itself ("une seule place"), or follow what it counts ("одно машиноместо, больше не надо").
    const exactly = spans.only.some(
      (o) => holds(o, n) || (o.end <= n.start && n.start - o.end <= 2) || (o.start >= owner.end && o.start - owner.end <= 3),
    );
    const limit = exactly
      ? null
      : limitNear(
          n,
          // "Corner unit hi chahiye, 2 bedroom wala": a need across a comma is another clause's, and one of a unit
          // described by its count ("нужна угловая квартира с двумя спальнями") wants that unit.
          limitsOf(n).filter(
            (l) =>
              (l.start < owner.start || !comparesFigure(l)) &&
              !(needs.includes(l) && (parted(l, n) || joinedAfter(l, n) || describesUnit(n, owner))),
          ),
          NEAR,
        );
    // Only a limit word that limits is taken out: "le plus de chambres" is a ranking, "plus de 2" a limit. A need
    // and an "at least" said of one count are one floor: "أحتاج موقفين على الأقل، أيهم أعلى إيجار؟" ranks by "أعلى".
    if (limit) used.push(...limitsOf(n).filter((l) => l === limit || (l.bound === limit.bound && gap(l, n) <= NEAR)));
    // "Keine drei Schlafzimmer", "not 3 bedrooms": a count its negation stands right before is a ceiling below it.
    const negated = !limit && n.value > 1 && spans.negation.some((g) => g.end <= n.start && n.start - g.end <= NEGATED_COUNT_GAP);
    // Car parks are room for cars: "mit 2 Stellplätzen" is met by a unit with three, unless only that many are
    // wanted ("just one parking bay").
    const roomForCars =
      owner.attribute === "carParks" && n.value > 1 && !detectUnits(message).length && !spans.only.some((o) => gap(o, n) <= ONLY_REACH);
    const bound = limit?.bound ?? (exactly ? "exact" : negated ? "max" : owner.cars || roomForCars ? "min" : "exact");
    const value = negated ? n.value - 1 : inclusiveCount(bound, n.value, limit?.strict ?? false);
    // "More than two bedrooms", "at most one car park", "三个车位起": limits the keywords, which read their own
    // "at least" words or an exact count, would miss.
    // So does the visitor's own cars: "space for 3 cars minimum, which type?" asks what fits them.
    boundedCount ||= bound === "max" || (limit?.strict ?? false) || (bound === "min" && !spans.atLeast.length) || Boolean(owner.cars);
    countFilters.push({ attribute: owner.attribute, bound, value, written: String(value), start: n.start, end: n.end });
    if (owner.cars) fromCars.push(countFilters[countFilters.length - 1]);
  }
  // "One" is also an article ("une chambre avec 2 …"): another count of the same thing wins over it.
  for (const f of countFilters)
    if (!(f.value === 1 && countFilters.some((g) => g.attribute === f.attribute && g.value !== 1)))
      if (!filters.some((g) => g.attribute === f.attribute && g.value === f.value && g.bound === f.bound))
        filters.push({ attribute: f.attribute, bound: f.bound, value: f.value, written: f.written });

  // "Un peu plus grand" describes the unit meant, of no unit named: its words rank nothing and ask no size.
  const describedSize = detectUnits(message).length === 0 && !spans.howMuch.length && !spans.difference.length;
  if (describedSize) used.push(...spans.smaller, ...spans.bigger);
  const rest = blank(text, used);
  const twoPart =
    detectUnits(message).length === 1
      ? null
      : rankingThen(
          rest,
          // "And" inside a range joins its two ends, not two questions.
          spans.also.filter((a) => !ranges.some((r) => a.start >= r.words[0].start && a.end <= r.words[0].end)),
        );
  const understood = twoPart?.ranking ?? understand(rest);
  // The figure asked is one no limit holds already: in "three bedrooms (غرف نوم), which unit and what installment?"
  // the bedrooms are the limit and the installment the question.
  const figureOf = (u: Understanding) => {
    const asked = u.asked.map(attributeOfIntent).filter((a) => a !== null);
    return asked.find((a) => !filters.some((f) => f.attribute === a)) ?? asked[0] ?? null;
  };
  // A yearly word may hold the figure it sums ("Jahresmiete", "年租"), and a difference's word the figure it compares
  // ("Mietunterschied"): read it there when nothing else names one.
  // Its "how much" names no price there: "how much bigger" compares sizes.
  const withoutHowMuch = blank(text, spans.howMuch);
  const held = [...spans.yearly, ...spans.difference].map((y) => withoutHowMuch.slice(y.start, y.end)).join(" ");
  // "كم قسط Cares" asks the installment, whatever size word describes the unit wanted ("وحدة زاوية ومش كبيرة").
  const rightAfterHowMuch = figureWords.find(
    (f) =>
      spans.howMuch.some((h) => f.start >= h.end && /^\s*$/u.test(text.slice(h.end, f.start))) &&
      !filters.some((x) => x.attribute === f.attribute),
  )?.attribute;
  // "…algo pequeño con un estacionamiento. ¿De cuánto es la cuota mensual?": where the figure read first sits only
  // in sentences that ask no "how much", the one the "how much" sentence names is the question.
  // Spanish opens a question with its mark: "Es para inversión, ¿cuánto saco al año de alquiler?" asks in the second.
  const sentenceAt = (at: number) => text.slice(0, at).split(QUESTION_START).length;
  const howMuchSentences = new Set(spans.howMuch.map((h) => sentenceAt(h.start)));
  // "How much" is itself a price word in English: only a figure's own word counts here.
  const inHowMuchSentence = (f: Span) =>
    howMuchSentences.has(sentenceAt(f.start)) && !spans.howMuch.some((h) => h.start < f.end && f.start < h.end);
  const general = figureOf(understood);
  const askedElsewhere =
    general !== null && !figureWords.some((f) => f.attribute === general && inHowMuchSentence(f))
      ? figureWords.find((f) => inHowMuchSentence(f) && !filters.some((x) => x.attribute === f.attribute))?.attribute
      : undefined;
  // Read only where asked for: most messages name their figure, and understand() is no small step.
  const heldFigure = () => (held.trim() ? figureOf(understand(held)) : null);
  // "Wie groß ist der Mietunterschied?": "how big" asks the size of the gap, and the gap's word holds the figure.
  // "Wie groß ist der Abstand zur Miete von Cares?": or the money figure named beside the gap's word (a count of
  // bedrooms there only says which unit: "the gap in sq ft between the 3 bedroom one and the smallest").
  const besideGap = () =>
    figureWords.find((f) => f.attribute === "rental" || f.attribute === "price" || f.attribute === "yield")?.attribute ?? null;
  const gapFigure = general === "size" && spans.difference.length > 0 ? (heldFigure() ?? besideGap()) : null;
  const gapSize = gapFigure !== null && gapFigure !== "size";
  // "Le type avec trois places de parking : lequel, et combien par mois ?": what a unit that fits costs a month is
  // its installment (a follow-up with no limit keeps the figure asked before instead).
  const monthlyCost = filters.length > 0 && spans.howMuch.length > 0 && spans.monthly.length > 0 ? ("price" as const) : null;
  // "If I rent out Blitz all year round, what's that come to?": letting summed over a year is the rent it brings.
  const lettingSum = spans.yearly.length > 0 && understood.asked.includes("rentalProgramme") ? ("rental" as const) : null;
  const attribute = rightAfterHowMuch ?? askedElsewhere ?? (gapSize ? gapFigure : general) ?? heldFigure() ?? monthlyCost ?? lettingSum;
  const s = understood.superlative ?? rankOfLimited(text, rest, attributeSpans.flat());
  // "Топ-2 по доходности": a top with no ranking word orders the figure it names, highest first.
  // A selling price ranks by where its range starts: "the corner unit with the lowest purchase price".
  const selling = s?.dimension === "totalPrice";
  const read =
    s && s.dimension !== "totalPrice"
      ? { attribute: s.dimension, direction: s.direction }
      : s && selling
        ? { attribute: "price" as const, direction: s.direction }
        : topCount && attribute
          ? { attribute, direction: "max" as const }
          : null;
  // Figure words still in the text: those a limit took are that limit's.
  const free = attributeSpans.flat().filter((f) => !used.some((u) => u.start <= f.start && u.end >= f.end));
  const ranked =
    read &&
    rankedBy(
      rest,
      twoPart?.clause ?? { start: 0, end: rest.length },
      read,
      free,
      filters.map((f) => f.attribute),
    );
  // "Rank them by rent, highest first", "Расставьте по аренде, от самой дорогой к дешёвой": every unit in order. The
  // figure named on its own is what they are ordered by; the ranking word says which way.
  const ordered = (spans.order.length > 0 || topCount !== undefined) && ranked !== null && detectUnits(message).length === 0;
  // "De menor a mayor", "du plus petit au plus grand": the order starts where the first ranking word points.
  const first = ordered ? rankingWord(rest.slice(0, rankingWord(rest)?.start ?? 0)) : undefined;
  const rank = ranked && {
    // Ordered by the figure the keywords bound the ranking to ("по аренде … от самой дорогой" orders the rent), not
    // the ranking word's own ("дорогой", the price), which only says which way.
    attribute: ordered && read ? read.attribute : ranked.attribute,
    direction: first ? first.s.direction : ranked.direction,
    ...(selling && ranked.attribute === "price" ? { selling: true as const } : {}),
  };
  const layoutRead = layoutOf(text, spans);
  const layout = layoutRead?.layout ?? null;
  // A yield is already a yearly figure, and a size has no sum: only money is summed over a year.
  const secondAsks = [...(ranked?.asked ?? []), ...(twoPart?.second ?? [])];
  const money = (a: string | null) => a === null || a === "price" || a === "rental";
  // "Und bei der größten, auch pro Jahr?": a figure named only by the ranking word points at a unit; the sum is of
  // the figure asked before.
  const rankSpan = rank ? rankingWord(rest) : undefined;
  const pointsOnly =
    rankSpan !== undefined &&
    attribute === rank?.attribute &&
    figureWords.filter((f) => f.attribute === attribute).every((f) => f.start >= rankSpan.start && f.end <= rankSpan.end);
  const yearly =
    spans.yearly.length > 0 && (money(pointsOnly ? null : attribute) || secondAsks.some((a) => a === "price" || a === "rental"));
  // "The rent and the installment over a year": both sums, as when no figure is named.
  const bothSums = yearly && !rank && understood.asked.includes("price") && understood.asked.includes("rental");
  const derived = spans.squareMetres.length ? "squareMetres" : yearly ? "yearly" : null;
  // A comparative with "how much" asks a gap between two units: both named ("how much more is Ardentz than Blitz?"),
  // or one named and one from before ("and how much bigger is Ardentz?").
  // "How many sq ft more do I get going from Blitz to Cares": "more" shortly after "how many", in its clause.
  const moreAfterHowMuch = spans.moreAfter.some((m) =>
    spans.howMuch.some((h) => m.start >= h.end && m.start - h.end <= NEAR && !HAS_CLAUSE_MARK.test(text.slice(h.end, m.start))),
  );
  const difference =
    spans.difference.length > 0 ||
    (spans.comparative.length > 0 && spans.howMuch.length > 0 && detectUnits(message).length > 0) ||
    (moreAfterHowMuch && detectUnits(message).length === 2);
  // A gap's words may point at both units by what they are: "the 3 bedder instead of the smallest one, how much more?",
  // "the gap between the two 2-bedroom types". A limit ("at least 70 m²") scopes the ranking instead; only an exact
  // count, or a layout, names units.
  const described =
    spans.difference.length > 0 &&
    (rank !== null || detectUnits(message).length === 0) &&
    (filters.some((f) => f.bound === "exact") || (rank === null && layout !== null));
  const excluded = excludedUnits(text, spans);
  const units = detectUnits(message).filter((u) => !excluded.includes(u));
  // "The yield gap between the biggest and the smallest unit": a ranking word each way finds each unit of the pair.
  const bothWays = difference && units.length === 0 ? rankedBothWays(rest) : null;
  const extremes = bothWays && (bothWays.dimension && bothWays.dimension !== "totalPrice" ? bothWays.dimension : (attribute ?? null));
  const rankRefused = rank !== null && rankRefusedIn(rest, spans);

  const amountLimit = filters.some(
    (f) => f.attribute === "price" || f.attribute === "rental" || f.attribute === "size" || f.attribute === "yield",
  );
  const countLimit = filters.some((f) => f.attribute === "rooms" || f.attribute === "carParks");
  // A count of bedrooms with a bedroom question ("3 bedrooms, how many bathrooms?") is the consultant's own filter.
  const otherFigure = attribute !== null && !filters.some((f) => f.attribute === attribute);
  // Two counts ("two bedrooms and two car parks") are a query; the keywords read one count.
  const counts2 = new Set(filters.filter((f) => f.attribute === "rooms" || f.attribute === "carParks").map((f) => f.attribute)).size > 1;
  // A layout asked of no unit asks for that layout's units: "which is the intermediate one?", "only corner units",
  // "not interested in the corner ones, which is left?". The follow-up then has its subject.
  const layoutAsked = layoutRead !== null && units.length === 0;
  const limited =
    boundedCount ||
    counts2 ||
    layoutAsked ||
    rankRefused ||
    ((countLimit || layout !== null || excluded.length > 0) && (rank !== null || otherFigure));
  // "The difference between Blitz and Cares" asks a comparison; a gap needs a figure or "how much".
  const gapAsked =
    difference &&
    (units.length > 0 || described || extremes !== null) &&
    (attribute !== null || derived !== null || spans.howMuch.length > 0 || extremes !== null);
  // An order already tells each unit's figure: "rank them by rent" asks the rent of none of them again.
  const second: KeywordIntent[] = rank ? [...new Set(secondAsks)].filter((a) => !(ordered && a === rank.attribute)) : [];
  const carsOnly =
    filters.length > 0 &&
    filters.every((f) => fromCars.some((c) => c.attribute === f.attribute && c.value === f.value && c.bound === f.bound));
  if (carsOnly && units.length > 0 && otherFigure && !rank && derived === null && !gapAsked) return { refusal: null, query: null };
  // "So the difference between the two is?": a gap of the units the conversation last spoke of, which the focus knows.
  // "Lequel des deux se loue le plus cher, et de combien ?": which of the two is ranked by the gap's own figure.
  const rankedGap = rank !== null && spans.ofThose.length > 0;
  const gapOfEarlier = difference && units.length === 0 && (!rank || rankedGap) && !extremes && filters.length === 0 && layoutRead === null;
  // "And the other corner one?" names no unit and leaves none out by name: the focus knows which are spoken of.
  const other = spans.other.length > 0 && units.length === 0 && excluded.length === 0 && !difference;
  // "The other one, the small one": the size picks among the others, and the figure asked is the one before.
  const pointer = other && !spans.howMuch.length && !rank ? sizePointer(spans) : null;
  // "Yg corner lagi kecik sikit tu pulak?": a size described, of no unit named, points past the one spoken of.
  const describes = describedSize && excluded.length === 0 && !rank;
  const than =
    describes && spans.smaller.length && !spans.bigger.length
      ? ("smaller" as const)
      : describes && spans.bigger.length && !spans.smaller.length
        ? ("bigger" as const)
        : undefined;
  // "¿Y cuánto al mes?": a month's sum and nothing else asked, no figure, topic, limit, gap or comparison named.
  const perMonth =
    spans.howMuch.length > 0 &&
    spans.monthly.some((m) => !spans.yearly.some((y) => y.start <= m.start && y.end >= m.end)) &&
    figureWords.length === 0 &&
    filters.length === 0 &&
    attribute === null &&
    derived === null &&
    !rank &&
    !difference &&
    spans.comparative.length === 0 &&
    understood.asked.every((i) => SOCIAL_INTENTS.has(i));
  const taken =
    derived !== null ||
    gapAsked ||
    gapOfEarlier ||
    other ||
    than !== undefined ||
    amountLimit ||
    limited ||
    unaccounted ||
    second.length > 0 ||
    ordered ||
    perMonth;
  if (!taken) return { refusal: null, query: null };
  // "Насколько Ardentz просторнее Blitz?": a ranking word between two units named for a gap only says which figure.
  const compared = gapAsked && units.length === 2 && rank !== null && filters.length === 0 && layout === null;
  return {
    refusal: null,
    query: {
      units,
      excluded: limited || amountLimit ? excluded : [],
      ...(rankRefused ? { rankRefused: true as const } : {}),
      attribute:
        bothSums || pointer || than || (pointsOnly && yearly)
          ? null
          : compared
            ? (attribute ?? rank.attribute)
            : gapOfEarlier && rank
              ? rank.attribute
              : attribute,
      filters: withinExact(filters),
      layout: limited || amountLimit || second.length || than ? layout : null,
      rank: extremes || compared || gapOfEarlier ? null : (pointer ?? rank),
      derived,
      difference: gapAsked,
      ...(gapAsked && extremes ? { extremes } : {}),
      ...(gapOfEarlier ? { gapOfEarlier: true as const } : {}),
      ...(other ? { other: true as const } : {}),
      ...(than ? { than } : {}),
      ...(ordered && !gapAsked ? { order: true as const, ...(topCount ? { top: topCount.value } : {}) } : {}),
      ...(perMonth ? { perMonth: true as const } : {}),
      loose,
      second,
    },
  };
}
