import "server-only";
import type { Bound, QueryAttribute, RefusalKind } from "@/lib/server/language/query-types";
import type { KeywordIntent } from "@/lib/server/language/types";
import type { UnitKey } from "@/lib/shared/config/site";

export type { Bound, QueryAttribute, RefusalKind };

/** Every figure of the unit table a query may ask, filter or rank by. */
export const QUERY_ATTRIBUTES: readonly QueryAttribute[] = ["size", "price", "rental", "yield", "rooms", "carParks"];

/** The unit figure a keyword intent asks ("rental" asks the rent), or null for an intent that asks none ("tenure"). */
export const attributeOfIntent = (intent: string): QueryAttribute | null => QUERY_ATTRIBUTES.find((a) => a === intent) ?? null;

/** A limit on a unit figure: "at least 2 car parks", "an installment up to RM3,000". */
export interface Filter {
  attribute: QueryAttribute;
  bound: Bound;
  value: number;
  /** The figure as the visitor wrote it, quoted back in the reply. */
  written: string;
  /** The limit leaves its own figure out: "more than 7%" is not met by 7.0%. */
  strict?: true;
  /** A money limit over a year: "a rent under RM40,000 a year" holds twelve months of the figure. */
  yearly?: true;
  /** A size the visitor gave in square metres ("at least 75 m²"): `value` is in square feet, `written` in metres. */
  metres?: true;
  /**
   * A limit on the selling price, not the monthly installment (`attribute` is "price"): "under RM900,000", "9 लाख से
   * ऊपर नहीं". A unit type passes where its price range does: from its lowest price under a ceiling, up to its highest
   * over a floor.
   */
  selling?: true;
}

/** A unit type's selling prices, from the lowest to the highest. */
export interface PriceRange {
  min: number;
  max: number;
}

export type Layout = "corner" | "intermediate";

/**
 * A question as a small query over the unit table: what it asks, of which units, within which limits,
 * ranked how, and what is worked out from the figures.
 */
export interface Query {
  /** Units the message names, but not those it leaves out. */
  units: UnitKey[];
  /** Units the message leaves out: "mais pas l'Ardentz", "except Blitz", "кроме Cares". */
  excluded: UnitKey[];
  /** The ranking is refused, not asked: "a corner unit, but not the most expensive" wants the corner units but its winner. */
  rankRefused?: true;
  /** The figure asked, when the message names one. */
  attribute: QueryAttribute | null;
  filters: Filter[];
  layout: Layout | null;
  /** `selling`: by the selling price's range (where it starts), not the monthly installment. */
  rank: { attribute: QueryAttribute; direction: "max" | "min"; selling?: true } | null;
  derived: "yearly" | "squareMetres" | null;
  /** The gap between two units. */
  difference: boolean;
  /** A gap between the units with the highest and the lowest of this figure: "between the biggest and the smallest". */
  extremes?: QueryAttribute;
  /** A gap asked of no unit named ("so the difference between the two is?"): the conversation's last two units, if it has them. */
  gapOfEarlier?: true;
  /** "And the other corner one?": the units asked are those the conversation has not spoken of yet. */
  other?: true;
  /** "The corner one, a bit smaller?": the unit nearest in size on that side of the one spoken of. */
  than?: "smaller" | "bigger";
  /** "Rank them by rent, highest first": every unit the ranking looks at, in its order, not its winner alone. */
  order?: true;
  /** "Top two only": the order stops after this many units. */
  top?: number;
  /**
   * "¿Y cuánto al mes?", "und wie viel im Monat?": a monthly sum asked with no figure named, which is the money figure
   * the conversation asked before, or else the installment.
   */
  perMonth?: true;
  /** Something in the message could not be bound to the query (an amount with nothing it limits). */
  loose: boolean;
  /**
   * What a second question asks of the units the ranking finds: "which is cheapest, and what's its rent?" ranks by
   * the installment, then tells the rent of the unit found. Empty when the message asks one thing.
   */
  second: KeywordIntent[];
}

/** What the consultant understood of a message before earlier turns are taken into account. */
export interface Reading {
  /** The message is one the consultant declines, and why. */
  refusal: RefusalKind | null;
  /** The message asks about something the fact sheet does not hold: the honest "not sure", whatever else it names. */
  unknown?: true;
  /** Null when the message holds no limit, ranking within a limit, sum, conversion or difference: the consultant's keywords answer it. */
  query: Query | null;
}

/** The earlier turns' subject, which a follow-up that names none inherits. */
export interface Subject {
  units: readonly UnitKey[];
  attribute: QueryAttribute | null;
}

export interface Scope {
  layout: Layout | null;
  filters: readonly Filter[];
  /** Units left out by name ("except Ardentz"), or as the ranking's winner a visitor refused ("not the most expensive"). */
  excluded?: readonly UnitKey[];
}

/** A query's answer, worked out from the unit table; the reply says it in the visitor's language. */
export type Outcome =
  | {
      kind: "ranked";
      attribute: QueryAttribute;
      direction: "max" | "min";
      /** Ranked by the selling price rather than the installment. */
      selling?: true;
      scope: Scope;
      winners: UnitKey[];
      /** The winners' monthly figures summed over a year, when the ranking asked "per year". */
      yearly?: ("price" | "rental")[];
      /** Every unit the ranking looked at, first to last, when the message asked them in order. */
      order?: UnitKey[];
      /** The order was asked only to this many units: "top two only". */
      top?: number;
      /** The winners' sizes in square metres, asked beside the ranking: "the lowest installment, and how many m²?". */
      metres?: true;
    }
  | {
      kind: "fits";
      attribute: QueryAttribute;
      scope: Scope;
      units: UnitKey[];
      /** "¿Cuál es y cuánto cuesta?": a price asked of the units found, told as the selling price beside the installment. */
      priced?: true;
    }
  | { kind: "none"; scope: Scope }
  | { kind: "yearly"; attributes: ("price" | "rental")[]; units: UnitKey[] }
  | { kind: "squareMetres"; units: UnitKey[] }
  | { kind: "difference"; attribute: QueryAttribute; derived: "yearly" | "squareMetres" | null; higher: UnitKey; lower: UnitKey }
  | { kind: "unsure" };
