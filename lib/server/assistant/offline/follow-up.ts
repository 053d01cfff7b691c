import "server-only";
import type { KnowledgeBase } from "@/lib/server/config/knowledge";
import type { UnitKey } from "@/lib/shared/config/site";
import type { Focus } from "./context";
import { UNIT_INTENTS, type Intent } from "./intent-types";
import { evaluate, subjectOf } from "./query/evaluate";
import type { Query, QueryAttribute } from "./query/types";
import { sellingPrices } from "./views";

/** What a query asks once the units and the figure the conversation spoke of are taken into account. */
export type FollowUp =
  /** The query to work out, and the figure a follow-up that names none asks. */
  | { kind: "query"; query: Query; attribute: QueryAttribute | null }
  /** Units the conversation has not spoken of yet, asked what the last ones were. */
  | { kind: "units"; intents: Intent[]; units: UnitKey[]; among?: UnitKey[] }
  /** Nothing before to point back to: the message is read as the keywords read it. */
  | { kind: "plain" };

/**
 * Reads the references a follow-up makes to the turns before it:
 * - "so the difference between the two is?": the unit spoken of now and the one before it, or the two spoken of together;
 * - "and the other corner one?": the units not spoken of yet, asked what was asked of the last ones;
 * - "¿y en un año entero?" after a difference: that difference over a year.
 * `attribute` is the figure the earlier turns asked, which a query naming none inherits.
 */
export function followUp(asked: Query, previous: Focus | null, attribute: QueryAttribute | null, kb: KnowledgeBase): FollowUp {
  const q = asked.than ? pastTheOneSpokenOf(asked, previous, kb) : asked;
  if (!q) return { kind: "plain" };
  if (q.gapOfEarlier) {
    const now = previous?.units ?? [];
    // "Which rents for more, Cares or Blitz?" found one of the two it ranked: the gap is between those two.
    const among = previous?.among?.length === 2 ? previous.among : null;
    const pair =
      now.length === 2 ? now : (among ?? (now.length === 1 && previous?.earlier?.length === 1 ? [previous.earlier[0], now[0]] : null));
    if (!pair || pair[0] === pair[1]) return { kind: "plain" };
    return { kind: "query", query: { ...q, difference: true, units: [...pair] }, attribute };
  }
  if (q.other) {
    if (!previous?.units.length) return { kind: "plain" };
    const asked: Intent[] = q.attribute ? [q.attribute] : previous.intents.filter((i) => UNIT_INTENTS.has(i));
    // "Cares dengan Blitz, mana lagi besar?" then "yang satu lagi tu?": the other of the two weighed, not of all.
    const pair = previous.among?.length === 2 && previous.units.length === 1 ? previous.among : null;
    const plainOther = !q.filters.length && q.layout === null && !q.rank && !q.excluded.length;
    if (pair && plainOther && pair.includes(previous.units[0])) {
      const units = pair.filter((u) => u !== previous.units[0]);
      // "¿Y el otro, cuánto al año?": the other's figure summed as asked.
      if (q.derived) return { kind: "query", query: { ...q, other: undefined, units }, attribute };
      return { kind: "units", intents: asked.length ? asked : ["overview"], units, among: [...pair] };
    }
    const others = evaluate(
      { ...q, excluded: [...q.excluded, ...previous.units] },
      { units: [], attribute: null },
      kb.units,
      sellingPrices(kb),
    );
    const units = others.kind === "fits" || others.kind === "ranked" ? subjectOf(others) : [];
    if (!units.length) return { kind: "units", intents: ["fallback"], units: [...previous.units] };
    return { kind: "units", intents: asked.length ? asked : ["overview"], units };
  }
  const gap = previous?.outcome?.kind === "difference" ? previous.outcome : null;
  const sameGap =
    gap !== null &&
    q.derived !== null &&
    !q.difference &&
    !q.units.length &&
    !q.filters.length &&
    !q.rank &&
    q.layout === null &&
    (q.attribute === null || q.attribute === gap.attribute);
  if (!sameGap) return { kind: "query", query: q, attribute };
  return { kind: "query", query: { ...q, difference: true, units: [gap.higher, gap.lower] }, attribute: gap.attribute };
}

/**
 * "Yg corner lagi kecik sikit tu pulak?" after a unit: of the other units within the message's limits, the one nearest
 * in size on the side asked. Null when the conversation has not spoken of one unit it could be measured against.
 */
function pastTheOneSpokenOf(q: Query, previous: Focus | null, kb: KnowledgeBase): Query | null {
  const one = previous?.units.length === 1 ? kb.units.find((u) => u.type === previous.units[0]) : undefined;
  if (!one) return null;
  const smaller = q.than === "smaller";
  return {
    ...q,
    other: true,
    filters: [
      ...q.filters,
      { attribute: "size", bound: smaller ? "max" : "min", value: one.sizeSqft, written: String(one.sizeSqft), strict: true },
    ],
    rank: { attribute: "size", direction: smaller ? "max" : "min" },
  };
}
