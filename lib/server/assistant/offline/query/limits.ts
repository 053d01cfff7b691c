import "server-only";
import type { Bound } from "./types";

export interface Span {
  start: number;
  end: number;
}

/** A limit word where it stands, which way it holds, and whether its own figure is outside it. */
export interface Limit extends Span {
  bound: Exclude<Bound, "exact">;
  strict: boolean;
}

/** The words a text holds, as spans, that say how its figures are limited. */
export interface LimitSpans {
  under: readonly Span[];
  over: readonly Span[];
  strict: readonly Span[];
  negation: readonly Span[];
  /** Negations that follow what they turn around ("… kann ich nicht zahlen", "… नहीं दे सकता"). */
  negationAfter?: readonly Span[];
}

/** How far (in characters) a negation may stand before the limit it turns around. */
const NEGATION_REACH = 24;
/** How far after a limit's word a negation may end its clause: past the figure and its currency and period. */
const NEGATION_AFTER_REACH = 40;

const inside = (s: Span, others: readonly Span[]) =>
  others.some((o) => o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start);

/**
 * The limits a text sets. "कम से कम" (at least) holds "से कम" (under): a limit word inside a longer one is that
 * one's. A negation shortly before a limit, in the same clause and with no figure between, turns it around and
 * takes its figure in: "I don't want to pay more than 3.5k" is at most 3.5k, "pas moins de 7 %" at least 7%. So
 * does one after it, where a language puts it there: "mehr als 3.200 RM kann ich nicht zahlen" is at most 3,200.
 */
export function limitsIn(text: string, spans: LimitSpans): Limit[] {
  const limits: Omit<Limit, "strict">[] = [
    ...spans.under.filter((s) => !inside(s, spans.over)).map((s) => ({ ...s, bound: "max" as const })),
    ...spans.over.filter((s) => !inside(s, spans.under)).map((s) => ({ ...s, bound: "min" as const })),
  ];
  return limits.map((limit): Limit => {
    const negated =
      spans.negation.some(
        (n) =>
          n.end <= limit.start &&
          limit.start - n.end <= NEGATION_REACH &&
          !/[\d,.;:!?，。；：！？、]/u.test(text.slice(n.end, limit.start)),
      ) ||
      // "Mehr als 3.200 RM im Monat kann ich nicht zahlen": the figure stands between, its separators included.
      (spans.negationAfter ?? []).some(
        (n) =>
          n.start >= limit.end &&
          n.start - limit.end <= NEGATION_AFTER_REACH &&
          !/[;:!?，。；：！？、–—]|,\s|\.\s/u.test(text.slice(limit.end, n.start)),
      );
    if (negated) return { ...limit, bound: limit.bound === "max" ? "min" : "max", strict: false };
    return { ...limit, strict: spans.strict.some((s) => s.start === limit.start && s.end === limit.end) };
  });
}

/** Whole numbers have no figure between n and n + 1: "more than 1 car park" is at least 2. */
export function inclusiveCount(bound: Bound, value: number, strict: boolean): number {
  if (!strict) return value;
  return bound === "min" ? value + 1 : bound === "max" ? value - 1 : value;
}
