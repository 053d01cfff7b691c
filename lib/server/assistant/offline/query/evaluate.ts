import "server-only";
import type { Unit, UnitKey } from "@/lib/shared/config/site";
import {
  attributeOfIntent,
  type Filter,
  type Outcome,
  type PriceRange,
  type Query,
  type QueryAttribute,
  type Scope,
  type Subject,
} from "./types";

/** Each unit type's selling prices, which a limit on the selling price is held to. */
export type SellingPrices = (type: UnitKey) => PriceRange;

/** A unit's figure for an attribute, as the unit table holds it. */
export function figure(unit: Unit, attribute: QueryAttribute): number {
  switch (attribute) {
    case "size":
      return unit.sizeSqft;
    case "price":
      return unit.installment;
    case "rental":
      return unit.rental;
    case "yield":
      return unit.yieldPercent;
    case "rooms":
      return unit.bedrooms;
    case "carParks":
      return unit.carParks;
  }
}

/** The figure a ranking orders by: a selling price by where its range starts. */
function rankFigure(unit: Unit, rank: NonNullable<Query["rank"]>, prices: SellingPrices): number {
  return rank.selling ? prices(unit.type).min : figure(unit, rank.attribute);
}

function passes(unit: Unit, f: Filter, prices: SellingPrices): boolean {
  if (f.selling) {
    const range = prices(unit.type);
    if (f.bound === "max") return f.strict ? range.min < f.value : range.min <= f.value;
    return f.bound === "min" ? (f.strict ? range.max > f.value : range.max >= f.value) : range.min <= f.value && f.value <= range.max;
  }
  const x = figure(unit, f.attribute) * (f.yearly ? 12 : 1);
  if (f.bound === "max") return f.strict ? x < f.value : x <= f.value;
  return f.bound === "min" ? (f.strict ? x > f.value : x >= f.value) : x === f.value;
}

function inScope(unit: Unit, scope: Scope, prices: SellingPrices): boolean {
  if (scope.excluded?.includes(unit.type)) return false;
  if (scope.layout && (unit.unit === "cornerUnit") !== (scope.layout === "corner")) return false;
  return scope.filters.every((f) => passes(unit, f, prices));
}

const keys = (units: readonly Unit[]) => units.map((u) => u.type);

/** The monthly figures a yearly sum adds up: the one asked, or rent and installment when none is. */
const yearlyOf = (attribute: QueryAttribute | null): ("price" | "rental")[] =>
  attribute === "price" || attribute === "rental" ? [attribute] : ["rental", "price"];

/** The units a follow-up is about once this answer is given. */
export function subjectOf(outcome: Outcome): UnitKey[] {
  switch (outcome.kind) {
    case "ranked":
      return outcome.winners;
    case "fits":
    case "yearly":
    case "squareMetres":
      return outcome.units;
    case "difference":
      return [outcome.higher, outcome.lower];
    default:
      return [];
  }
}

/** The units a ranking weighed: those within its limits, of which "the other one" and "the smaller one" speak next. */
export function weighedBy(outcome: Outcome, table: readonly Unit[], prices: SellingPrices): UnitKey[] {
  return outcome.kind === "ranked" ? keys(table.filter((u) => inScope(u, outcome.scope, prices))) : [];
}

/** The figure an answer was about, which a follow-up asking "and over a year?" keeps. */
export function attributeOf(outcome: Outcome): QueryAttribute | null {
  switch (outcome.kind) {
    case "ranked":
    case "fits":
    case "difference":
      return outcome.attribute;
    case "yearly":
      return outcome.attributes.length === 1 ? outcome.attributes[0] : null;
    case "squareMetres":
      return "size";
    default:
      return null;
  }
}

/**
 * The units a gap's message points at by what they are rather than by name: the ranking's winner ("than the smallest
 * one") and the one unit its limits leave ("the 3 bedder"). Limits that leave one unit name it, and then rank nothing:
 * "the 3 bedder instead of the smallest one" is the smallest of all units. Otherwise they are the ranking's scope.
 */
function describedUnits(q: Query, named: readonly Unit[], table: readonly Unit[], prices: SellingPrices): Unit[] {
  const scope: Scope = { layout: q.layout, filters: q.filters };
  const limited = q.filters.length > 0 || q.layout !== null;
  const fitting = limited ? table.filter((u) => inScope(u, scope, prices)) : [];
  const namesOne = fitting.length === 1 && !named.includes(fitting[0]);
  // "The gap between the two 2-bedroom types": limits that leave two units, and rank nothing, are the pair.
  if (!q.rank && !named.length && fitting.length === 2) return fitting;
  const out = namesOne ? [fitting[0]] : [];
  if (!q.rank) return out;
  const pool = namesOne || !limited ? table : fitting;
  const values = pool.map((u) => rankFigure(u, q.rank!, prices));
  const best = q.rank.direction === "max" ? Math.max(...values) : Math.min(...values);
  const winners = pool.filter((_, i) => values[i] === best);
  return winners.length === 1 ? [...out, winners[0]] : out;
}

/** The gap between two units in a figure (in square metres, a size; over a year, money alone), the higher one first. */
function differenceOf(pair: [Unit, Unit], asked: Query["derived"], figureAsked: QueryAttribute): Outcome {
  const chosen = asked === "squareMetres" ? "size" : figureAsked;
  const derived =
    asked === "yearly" && (chosen === "price" || chosen === "rental") ? "yearly" : asked === "squareMetres" ? "squareMetres" : null;
  const [higher, lower] = figure(pair[0], chosen) >= figure(pair[1], chosen) ? pair : [pair[1], pair[0]];
  return { kind: "difference", attribute: chosen, derived, higher: higher.type, lower: lower.type };
}

/**
 * Works a query out over the unit table. A message that names no unit asks about the earlier turns' subject;
 * a difference needs two units, from the message or one from it and one from before; what cannot be worked out
 * is "unsure", never a guess.
 */
export function evaluate(q: Query, previous: Subject, table: readonly Unit[], prices: SellingPrices): Outcome {
  if (q.loose) return { kind: "unsure" };
  const named = table.filter((u) => q.units.includes(u.type));
  const earlier = table.filter((u) => previous.units.includes(u.type));
  // "Which units rent for under RM40,000 a year?": the figure limited over a year is the one summed.
  const yearlyLimit = q.filters.find((f) => f.yearly)?.attribute;
  const attribute = q.attribute ?? yearlyLimit ?? previous.attribute;

  if (q.difference && q.extremes) {
    const by = q.extremes;
    const values = table.map((u) => figure(u, by));
    const [max, min] = [Math.max(...values), Math.min(...values)];
    const highest = table.filter((_, i) => values[i] === max);
    const lowest = table.filter((_, i) => values[i] === min);
    if (highest.length !== 1 || lowest.length !== 1 || highest[0] === lowest[0]) return { kind: "unsure" };
    return differenceOf([highest[0], lowest[0]], q.derived, attribute ?? by);
  }

  if (q.difference) {
    // A unit the conversation spoke of comes before one the message describes ("… berbanding yang tu?").
    const before = earlier.filter((u) => !named.includes(u));
    const described = named.length >= 2 || (named.length === 1 && before.length) ? [] : describedUnits(q, named, table, prices);
    const pointed = described.filter((u) => !named.includes(u));
    const given = named.length >= 2 ? named : [...named, ...pointed].slice(0, 2);
    const pair = given.length === 2 ? given : [...given, ...before.filter((u) => !given.includes(u))];
    if (pair.length !== 2) return { kind: "unsure" };
    // "How much more a year in installments than the smallest one": the ranking finds a unit, the gap is in the figure asked.
    const gapFigure =
      pointed.length && q.rank
        ? (q.second.map(attributeOfIntent).find((a) => a !== null) ?? (attribute !== q.rank.attribute ? attribute : null) ?? attribute)
        : attribute;
    return differenceOf([pair[0], pair[1]], q.derived, gapFigure ?? "price");
  }

  const scope: Scope = { layout: q.layout, filters: q.filters, ...(q.excluded.length ? { excluded: q.excluded } : {}) };
  const limited = q.filters.length > 0 || q.layout !== null || q.excluded.length > 0;
  if (q.rank || limited) {
    const pool = (named.length ? named : table).filter((u) => inScope(u, scope, prices));
    if (!pool.length) return { kind: "none", scope };
    // "The rent per year of the corner units": the sum, for the units within the limits.
    if (!q.rank && q.derived === "squareMetres") return { kind: "squareMetres", units: keys(pool) };
    if (!q.rank && q.derived === "yearly") return { kind: "yearly", attributes: yearlyOf(attribute), units: keys(pool) };
    if (q.rank) {
      const values = pool.map((u) => rankFigure(u, q.rank!, prices));
      const best = q.rank.direction === "max" ? Math.max(...values) : Math.min(...values);
      const winners = keys(pool.filter((_, i) => values[i] === best));
      if (q.rankRefused) {
        // "Not the most expensive": the units in scope but the ranking's winner, as a list of what is left.
        const left = { ...scope, excluded: [...(scope.excluded ?? []), ...winners] };
        const rest = pool.filter((u) => !winners.includes(u.type));
        return rest.length ? { kind: "fits", attribute: q.rank.attribute, scope: left, units: keys(rest) } : { kind: "none", scope: left };
      }
      // "Which has the highest rent per year?": the ranking, and the sum it asked of the winner.
      // The sum a second question asks ("which is cheapest, and its rent over a year?") before the ranking's own.
      const asked = (["rental", "price"] as const).find((a) => q.second.includes(a));
      const money = asked ?? (q.rank.attribute === "price" || q.rank.attribute === "rental" ? q.rank.attribute : attribute);
      // A sum the limit was set in is shown beside it: "among those renting for over RM40,000 a year, the cheapest"
      // gives the winner's yearly rent too.
      const limitSum = yearlyLimit && yearlyLimit !== money && (yearlyLimit === "price" || yearlyLimit === "rental") ? [yearlyLimit] : [];
      const yearly = q.derived === "yearly" ? { yearly: [...yearlyOf(money), ...limitSum] } : {};
      const sign = q.rank.direction === "max" ? -1 : 1;
      const sorted = keys([...pool].sort((a, b) => sign * (rankFigure(a, q.rank!, prices) - rankFigure(b, q.rank!, prices))));
      const order = q.order ? { order: sorted.slice(0, q.top ?? sorted.length), ...(q.top ? { top: q.top } : {}) } : {};
      const metres = q.derived === "squareMetres" ? { metres: true as const } : {};
      return { ...q.rank, kind: "ranked", scope, winners, ...yearly, ...order, ...metres };
    }
    // "Blitz's installment? And the corner one with two bedrooms?": a follow-up that only describes the units wants
    // the figure asked before, of the units it describes; their limits say the rest.
    const shown =
      q.attribute ??
      q.filters.find((f) => f.attribute === "price" || f.attribute === "rental")?.attribute ??
      previous.attribute ??
      q.filters[0]?.attribute;
    const priced = q.attribute === "price" && !q.filters.some((f) => f.attribute === "price");
    return { kind: "fits", attribute: shown ?? "price", scope, units: keys(pool), ...(priced ? { priced: true as const } : {}) };
  }

  const subject = named.length ? named : earlier.length ? earlier : table;
  if (q.derived === "squareMetres") return { kind: "squareMetres", units: keys(subject) };
  if (q.derived === "yearly") {
    return { kind: "yearly", attributes: yearlyOf(attribute), units: keys(subject) };
  }
  return { kind: "unsure" };
}
