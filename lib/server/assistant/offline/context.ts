import "server-only";
import type { UnitKey } from "@/lib/shared/config/site";
import { knowledge, type KnowledgeBase } from "@/lib/server/config/knowledge";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { SOCIAL_INTENTS, UNIT_INTENTS, type Intent } from "./intent-types";
import { clausesOf, rankingWord, understand, type Superlative, type Understanding } from "./intents";
import { asksSomething } from "./query/asks";
import { unlistedScriptWords, unplacedWords } from "./query/confidence";
import { attributeOf, evaluate, subjectOf, weighedBy } from "./query/evaluate";
import { withoutRequest } from "./query/language";
import { asksWhatFits, readMessage } from "./query/read";
import { blank, spansOf } from "./query/spans";
import { asksUnknown } from "./query/unknown";
import { normaliseText } from "@/lib/server/language/normalise";
import { queryWordsMatcher } from "./every-language";
import { limitOf, type Limit } from "./query/refuse";
import type { Outcome, QueryAttribute, Reading, RefusalKind } from "./query/types";
import { followUp } from "./follow-up";
import { recentlyRead } from "./recently-read";
import { detectUnits } from "./units";
import { priceOf, sellingPrices } from "./views";

/** What a user turn is about once earlier turns are taken into account. */
export interface Focus {
  intents: Intent[];
  /** Empty means all units. */
  units: UnitKey[];
  superlative?: Superlative;
  /** A ranking by how many units of each type are built, answered with the units it found. */
  unitRank?: Superlative["direction"];
  /** The units a superlative compared when the visitor named them: "is Cares bigger than Blitz?". */
  among?: UnitKey[];
  /** A filter that no unit passes ("4 bedrooms"). */
  noneWith?: { what: "rooms" | "carParks"; count: number };
  /** A query over the unit table answered from its figures (a ranking within limits, a yearly sum, a difference). */
  outcome?: Outcome;
  /** The message is one the consultant declines. */
  refusal?: RefusalKind;
  /** The message asks what the site does not know. */
  unknown?: true;
  /** The message asked for a language and nothing else. */
  switched?: true;
  /** What a second question asks of the units the outcome found, answered after it. */
  second?: Intent[];
  /** The money figure the conversation last asked about. */
  money?: "price" | "rental";
  /** The units spoken of before the current ones: "Blitz's rent? And Cares? The difference between the two?". */
  earlier?: UnitKey[];
}

/** The unit figures' intents, by the query attribute they ask. */
const INTENT_OF: Record<QueryAttribute, Intent> = {
  size: "size",
  price: "price",
  rental: "rental",
  yield: "yield",
  rooms: "rooms",
  carParks: "carParks",
};
const ATTRIBUTE_OF = new Map(Object.entries(INTENT_OF).map(([attribute, intent]) => [intent, attribute as QueryAttribute]));

/** "Of those two", "из них": a ranking within the units spoken of last (every language's words, as visitors mix them). */
const OF_THOSE = queryWordsMatcher((w) => w.ofThose);
const COMPARATIVE = queryWordsMatcher((w) => w.comparative);
const HOW_MUCH = queryWordsMatcher((w) => w.howMuch);

const FIGURE: Record<Superlative["dimension"], (u: KnowledgeBase["units"][number], kb: KnowledgeBase) => number> = {
  yield: (u) => u.yieldPercent,
  rental: (u) => u.rental,
  price: (u) => u.installment,
  // A range ranks by where it starts: "from RM680,000".
  totalPrice: (u, kb) => priceOf(u, kb).min,
  size: (u) => u.sizeSqft,
  rooms: (u) => u.bedrooms,
  carParks: (u) => u.carParks,
};

/**
 * What a message names and asks, read once per text: every message re-reads the
 * conversation's earlier turns, which are already here. Sized for a few hundred
 * conversations at once (at most 2,000 characters a turn, so about a megabyte).
 */
const analyse = recentlyRead(
  (message: string): { named: readonly UnitKey[]; u: Understanding; reading: Reading; limit: Limit; asked: boolean } => {
    // "Réponds en espagnol : quel est le loyer de Cares ?" is read without its request, which names no unit and asks nothing.
    const question = withoutRequest(message);
    return {
      named: detectUnits(question),
      u: understand(question),
      reading: readMessage(question),
      limit: limitOf(message),
      asked: question !== message,
    };
  },
  512,
);

/** Words the consultant cannot place, in a question naming a unit and nothing it knows, that make it unsure. */
const UNSURE_AT = 2;

/** Words of a script whose little words are not listed, beside a greeting, that make a question of it ("hello, how are you?" has three). */
const UNSURE_AT_UNLISTED = 4;

const unplaced = (text: string) => unplacedWords(text) >= UNSURE_AT || unlistedScriptWords(text) >= UNSURE_AT_UNLISTED;

/** The visitor's turns the focus is rebuilt from: the model sees no more than this either (lib/server/turn/conversation/history). */
const LOOKBACK_USER_TURNS = 10;

/** The units (of those named, or all) with the highest or lowest of a figure; ties are all winners. */
function winners(s: Superlative, among: readonly UnitKey[], kb: KnowledgeBase): UnitKey[] {
  return bestBy(s.direction, among, kb, (u) => FIGURE[s.dimension](u, kb));
}

function bestBy(
  direction: Superlative["direction"],
  among: readonly UnitKey[],
  kb: KnowledgeBase,
  figure: (u: KnowledgeBase["units"][number]) => number,
): UnitKey[] {
  const units = kb.units.filter((u) => !among.length || among.includes(u.type));
  const figures = units.map(figure);
  const best = direction === "max" ? Math.max(...figures) : Math.min(...figures);
  return units.filter((_, i) => figures[i] === best).map((u) => u.type);
}

/**
 * A message that names no unit keeps the units of the conversation so far
 * ("and its yield?" after asking about Blitz); one that names only a unit keeps
 * the question ("And Cares?"). Rankings and filters look at every unit, and the
 * units they find become the ones a follow-up is about.
 */
export function resolveFocus(message: string, previous: Focus | null, kb: KnowledgeBase = knowledge): Focus {
  const focus = focusOf(message, previous, kb);
  // A request for a language with no question beside it is answered with the switch, not with "I did not understand".
  const plain = focus.intents.length === 1 && focus.intents[0] === "fallback" && !focus.noneWith && !focus.outcome;
  const switched: Focus = plain && !focus.refusal && !focus.unknown && analyse(message).asked ? { ...focus, switched: true } : focus;
  // The two weighed stay weighed while the talk stays on one of them: "¿y cuánto da ese al año?" then "¿y el otro?".
  const pair = previous?.among;
  const within = !switched.among && pair && switched.units.length === 1 && pair.includes(switched.units[0]);
  const resolved: Focus = within ? { ...switched, among: [...pair] } : switched;
  // The money figure last asked, which "and over a year?" sums after a question about car parks or size.
  const money = resolved.intents.find((i): i is "price" | "rental" => i === "price" || i === "rental") ?? previous?.money;
  const before = previous?.units ?? [];
  const moved = before.length > 0 && resolved.units.join() !== before.join();
  const earlier = moved ? before : previous?.earlier;
  return { ...resolved, ...(money ? { money } : {}), ...(earlier ? { earlier: [...earlier] } : {}) };
}

/**
 * What a message asking something the site does not know also asks, in a question of its own that names a unit:
 * "Is there a school nearby, and how big is Blitz?". A clause naming no unit may only describe the unknown subject
 * ("is there a gym? how big?"), so it adds nothing; the honest answer alone names no figure.
 */
function askedBeside(message: string, kept: UnitKey[]): Pick<Focus, "intents" | "units"> {
  const intents = new Set<Intent>();
  const units = new Set<UnitKey>();
  for (const clause of clausesOf(normaliseText(withoutRequest(message)))) {
    const named = detectUnits(clause);
    if (!named.length || asksUnknown(clause)) continue;
    const asked = understand(clause).asked.filter((i) => UNIT_INTENTS.has(i) && !SOCIAL_INTENTS.has(i));
    if (!asked.length) continue;
    asked.forEach((i) => intents.add(i));
    named.forEach((u) => units.add(u));
  }
  return intents.size ? { intents: [...intents], units: [...units] } : { intents: ["fallback"], units: kept };
}

function focusOf(message: string, previous: Focus | null, kb: KnowledgeBase, plain = false): Focus {
  const { named: namedUnits, u, reading: read, limit } = analyse(message);
  const reading = plain ? { ...read, query: null } : read;
  const kept = [...(previous?.units ?? [])];
  // A refusal keeps the subject: "is that guaranteed?" is followed by "and its rent?" about the same unit.
  const refused = limit && "refusal" in limit ? limit.refusal : null;
  const fitsAsked = refused === "advice" && asksWhatFits(read);
  if (refused && !fitsAsked) return { intents: ["fallback"], units: kept, refusal: refused };
  // Nothing the site holds answers it: the honest "I don't have that", with the subject kept for the next question.
  if ((limit && "unknown" in limit) || reading.unknown) return { ...askedBeside(message, kept), unknown: true };
  if (reading.refusal) return { intents: ["fallback"], units: kept, refusal: reading.refusal };
  if (reading.query) {
    const last = previous?.intents.map((i) => ATTRIBUTE_OF.get(i)).find(Boolean) ?? null;
    const sum = reading.query.derived === "yearly" && reading.query.attribute === null && last !== "price" && last !== "rental";
    // "How much rent …" asks the rent, its "how much" no price: a yearly follow-up sums the rent.
    const rentAsked = last === "price" && previous?.intents.includes("rental");
    const before = sum ? (previous?.money ?? last) : reading.query.derived === "yearly" && rentAsked ? "rental" : last;
    // "¿Y cuánto al mes?": the money figure asked before, of the units spoken of, or else their installment.
    if (reading.query.perMonth) {
      const money = last === "price" || last === "rental" ? last : (previous?.money ?? "price");
      return { intents: [INTENT_OF[money]], units: reading.query.units.length ? [...reading.query.units] : kept };
    }
    // "Wie viele Parkplätze hat die günstigere der beiden?": a ranking within the two spoken of ranks them alone.
    const group = reading.query.rank && !reading.query.units.length && !reading.query.difference ? pointedGroup(message, previous) : [];
    const among = group.length ? { among: group } : {};
    const pointed = followUp(group.length ? { ...reading.query, units: group } : reading.query, previous, before, kb);
    if (pointed.kind === "plain") return focusOf(message, previous, kb, true);
    if (pointed.kind === "units")
      return { intents: pointed.intents, units: pointed.units, ...(pointed.among ? { among: pointed.among } : {}) };
    const { query } = pointed;
    const subject = { units: previous?.units ?? [], attribute: pointed.attribute };
    const outcome = evaluate(query, subject, kb.units, sellingPrices(kb));
    // "How much bigger is Ardentz?" with nothing before to compare it to is a question about Ardentz alone.
    const alone = reading.query.difference && reading.query.units.length === 1 && !previous?.units.length;
    if (alone && outcome.kind === "unsure") return focusOf(message, previous, kb, true);
    // The units a count finds, asked that same count ("we need 3 bedrooms, how many bathrooms?"), are told as the
    // consultant tells that figure of them: the bedrooms with the bathrooms.
    const counted = outcome.kind === "fits" && (outcome.attribute === "rooms" || outcome.attribute === "carParks");
    if (counted && !outcome.scope.layout && outcome.scope.filters.every((f) => f.attribute === outcome.attribute))
      return { intents: [INTENT_OF[outcome.attribute]], units: [...outcome.units] };
    const found = subjectOf(outcome);
    const attribute = attributeOf(outcome) ?? before;
    // A second question about what the ranking found is what a follow-up goes on asking: "and the car parks?".
    // "Yg corner paling kecik pulak?" after Blitz's car parks: a ranking that asks no figure but its own is asked the
    // figure asked before, as "and the smallest?" is.
    const inherited =
      outcome.kind === "ranked" && !reading.query.second.length && !reading.query.filters.length
        ? askedOfPointed(message, { direction: outcome.direction, dimension: outcome.attribute }, previous)
        : [];
    const second = outcome.kind === "ranked" ? (inherited.length ? inherited : reading.query.second) : [];
    // A figure the reply already sums over a year is not told again a month at a time.
    const summed = new Set<Intent>(outcome.kind === "ranked" ? (outcome.yearly ?? []) : []);
    return {
      intents: second.length ? [...second] : attribute ? [INTENT_OF[attribute]] : [...(previous?.intents ?? ["fallback"])],
      units: found.length ? found : [...(previous?.units ?? [])],
      outcome,
      ...(second.length ? { second: second.filter((i) => !summed.has(i)) } : {}),
      // "Of the two 2-bedroom units, which is bigger?" weighed two: "the smaller one" is the other of them.
      ...(group.length ? among : weighedPair(outcome, kb)),
    };
  }
  // A copy: the focus answered may be changed by its reader, the remembered reading may not.
  const named = [...namedUnits];
  const asked = u.asked.filter((i) => !SOCIAL_INTENTS.has(i));
  const intents: Intent[] = asked.length ? asked : u.intents.slice(0, 1);
  // "Hello, who won the match?" greets but asks what the consultant cannot place: "not sure" with the sales line, not a greeting.
  if (!asked.length && !named.length && intents.length && asksSomething(message) && unplaced(withoutRequest(message)))
    return { intents: ["fallback"], units: [...(previous?.units ?? [])] };

  // A count only filters when it counts bedrooms or car parks: "which one has the highest yield" ranks.
  const counted = u.count !== null && asked.some((i) => i === "rooms" || i === "carParks");
  if (u.unitRank && named.length !== 1) {
    const found = bestBy(u.unitRank, named.length > 1 ? named : [], kb, (unit) => priceOf(unit, kb).units);
    return { intents: ["totalPrice"], units: found, unitRank: u.unitRank, ...(named.length > 1 ? { among: named } : {}) };
  }
  if (u.superlative && named.length !== 1 && !counted) {
    // "Which of the units are on a corner?" then "of those two, which has the lower installment?" ranks the two.
    const group = named.length > 1 ? named : pointedGroup(message, previous);
    const found = winners(u.superlative, group, kb);
    // "Which is cheaper, Blitz or Cares?" compares the units it names afresh; only a bare "and the cheapest?" inherits.
    const inherited = named.length > 1 ? [] : askedOfPointed(message, u.superlative, previous);
    const among = group.length > 1 ? { among: group } : {};
    if (inherited.length) return { intents: inherited, units: found, superlative: u.superlative, second: inherited, ...among };
    return { intents: [u.superlative.dimension], units: found, superlative: u.superlative, ...among };
  }
  const filter = !named.length && u.count ? (["rooms", "carParks"] as const).find((i) => asked.includes(i)) : undefined;
  if (filter && u.count) {
    const n = u.count;
    const figure = (x: KnowledgeBase["units"][number]) => (filter === "rooms" ? x.bedrooms : x.carParks);
    const exact = kb.units.filter((x) => figure(x) === n);
    const atLeast = kb.units.filter((x) => figure(x) >= n);
    const matched = filter === "carParks" && (u.atLeast || !exact.length) ? atLeast : exact;
    if (!matched.length) return { intents: [filter], units: [], noneWith: { what: filter, count: n } };
    return { intents: [filter], units: matched.map((x) => x.type) };
  }

  const widened = u.intents.includes("compare") || u.allUnits;
  const units = named.length ? named : widened ? [] : (previous?.units ?? []);
  if (intents.length) return { intents, units };
  // "Сколько именно?" after Cares's car parks: a bare "how many" asks the figure just told of the same units.
  const told = previous?.intents.filter((i) => ATTRIBUTE_OF.has(i)) ?? [];
  if (!named.length && told.length && units.length && asksOnlyHowMuch(message)) return { intents: told, units };
  if (!named.length) return { intents: ["fallback"], units };
  // A unit named in a question about something else: "not sure" and what it can answer, never the unit's overview.
  if (asksSomething(message) && unplacedWords(withoutRequest(message)) >= UNSURE_AT) return { intents: ["fallback"], units };
  const before = previous?.intents.filter((i) => UNIT_INTENTS.has(i)) ?? [];
  return { intents: before.length ? before : ["overview"], units };
}

function weighedPair(outcome: Outcome, kb: KnowledgeBase): Pick<Focus, "among"> {
  const weighed = weighedBy(outcome, kb.units, sellingPrices(kb));
  return weighed.length === 2 ? { among: weighed } : {};
}

/** A message that asks "how much" or "how many" and, at most, one word no list places ("exactly", "именно"). */
function asksOnlyHowMuch(message: string): boolean {
  const text = normaliseText(withoutRequest(message));
  const found = spansOf(HOW_MUCH, text);
  return found.length > 0 && unplacedWords(blank(text, found)) <= 1;
}

/**
 * The units spoken of last, when the message ranks within them ("of those two", "из них"), or the two a comparison
 * weighed ("Ardentz oder Cares – welche ist günstiger?" then "die günstigere der beiden"). A comparative ranks within
 * two spoken of without saying so: "Сравните Ardentz и Cares …" then "а у той, что дешевле?". Empty otherwise.
 */
function pointedGroup(message: string, previous: Focus | null): UnitKey[] {
  const spoken = previous?.units ?? [];
  const group = spoken.length > 1 ? spoken : (previous?.among ?? []);
  if (group.length < 2) return [];
  const text = normaliseText(message);
  const within = OF_THOSE.first(text) !== null || (group.length === 2 && COMPARATIVE.first(text) !== null);
  return within ? [...group] : [];
}

/**
 * "And the smallest one?" after Ardentz's yield: a ranking word that asks nothing but itself points at a unit, and the
 * figure asked before is asked of it ("а у самой маленькой квартиры?", "and the cheapest?"). The ranking's own figure
 * is told too. Empty when the message names a figure of its own ("how big is the smallest?") or nothing came before.
 */
function askedOfPointed(message: string, s: Superlative, previous: Focus | null): Intent[] {
  const told = previous?.intents ?? [];
  // "Какая цена у Cares?" then "а у той, что дешевле неё?": the price told as before, its range beside the installment
  // the ranking already gives.
  const range: Intent[] = s.dimension === "price" && told.includes("price") ? ["totalPrice"] : [];
  const before = [...told.filter((i) => ATTRIBUTE_OF.has(i) && i !== s.dimension), ...range];
  if (!before.length || previous?.outcome?.kind === "difference") return [];
  const text = normaliseText(message);
  const word = rankingWord(text);
  if (!word) return [];
  const rest = `${text.slice(0, word.start)} ${text.slice(word.end)}`;
  // A corner or an intermediate unit is what is ranked, not a figure asked.
  return understand(rest).asked.some((i) => !SOCIAL_INTENTS.has(i) && i !== "layout") ? [] : before;
}

/**
 * Whether a text asks the consultant something: a figure or fact, a query, a question it declines or cannot answer,
 * or (unless `named` is false) about a unit it names. "Miete von Cares bitte" does; "zur Eigennutzung" and "hi" do not.
 */
export function asksAboutProperty(text: string, named = true): boolean {
  const { named: units, u, reading, limit } = analyse(text);
  return (named && units.length > 0) || u.intents.some((i) => !SOCIAL_INTENTS.has(i)) || limit !== null || reading.query !== null;
}

/** The focus after the visitor's earlier turns, oldest first; null when there were none. */
export function focusFromHistory(history: readonly ChatTurn[], kb: KnowledgeBase = knowledge): Focus | null {
  return history
    .filter((t) => t.role === "user")
    .slice(-LOOKBACK_USER_TURNS)
    .reduce<Focus | null>((focus, turn) => resolveFocus(turn.content, focus, kb), null);
}
