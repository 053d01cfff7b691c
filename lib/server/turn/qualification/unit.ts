import "server-only";
/**
 * The unit the visitor prefers. Asking about a unit ("how much is Type A?")
 * is interest, not a choice, so it does not count. What counts:
 * - a preference with exactly one unit in the clause ("I'd like the Ardentz", "Blitz पसंद है");
 * - a description only one unit fits ("a corner unit with 3 bedrooms" is Ardentz), when the visitor
 *   says they want it, or writes it as a short fragment;
 * - any single unit, or "the second one", in reply to the unit question.
 */
import { detectUnits } from "@/lib/server/assistant/offline/units";
import { site, type UnitKey } from "@/lib/shared/config/site";
import { compiled, type Compiled, merge, numberTemplates, PhraseSet } from "./compile";
import { readNumber } from "./numbers";
import { type Clause, isHanChar, isNegated } from "./text";

/** A fragment this short ("3 bedroom corner") describes what the visitor wants. */
const FRAGMENT_WORDS = 5;
const FRAGMENT_HAN_CHARS = 10;

interface Reader {
  preference: PhraseSet;
  want: PhraseSet;
  corner: PhraseSet;
  intermediate: PhraseSet;
  bedrooms: RegExp;
  ordinals: PhraseSet[];
}

let cached: Reader | null = null;

function reader(c: Compiled): Reader {
  if (cached) return cached;
  const u = c.words.map((w) => w.unit);
  const built: Reader = {
    preference: new PhraseSet(merge(u.map((x) => x.preference))),
    want: new PhraseSet(merge(u.map((x) => x.want))),
    corner: new PhraseSet(merge(u.map((x) => x.corner))),
    intermediate: new PhraseSet(merge(u.map((x) => x.intermediate))),
    bedrooms: numberTemplates(merge(u.map((x) => x.bedrooms)), c.numberRange),
    ordinals: ordinalSets(c),
  };
  cached = built;
  return built;
}

export function ordinalSets(c: Compiled): PhraseSet[] {
  return [0, 1, 2].map((i) => new PhraseSet(c.words.flatMap((w) => w.ordinals[i])));
}

/** "the second one", "第二个", or a bare "2": the index of the option the visitor picked. */
export function ordinalIn(clause: Clause, sets: PhraseSet[], c: Compiled): number | undefined {
  const bare = /^[1-3]$/.exec(clause.text.trim());
  if (bare) return Number(bare[0]) - 1;
  let best: { index: number; start: number } | undefined;
  sets.forEach((set, index) => {
    const m = set.first(clause.text, c.negation);
    if (m && (!best || m.start < best.start)) best = { index, start: m.start };
  });
  return best?.index;
}

const isFragment = (text: string) =>
  isHanChar(text[0]) ? [...text].length <= FRAGMENT_HAN_CHARS : text.split(/\s+/).filter(Boolean).length <= FRAGMENT_WORDS;

interface Description {
  corner: boolean;
  intermediate: boolean;
  bedrooms: number | null;
}

function describedIn(text: string, r: Reader, c: Compiled): Description {
  const rooms = [...text.matchAll(r.bedrooms)].find(
    (m) => m.groups?.post !== undefined && !isNegated(text, m.index ?? 0, (m.index ?? 0) + m[0].length, c.negation),
  );
  return {
    corner: r.corner.first(text, c.negation) !== null,
    intermediate: r.intermediate.first(text, c.negation) !== null,
    bedrooms: rooms?.groups?.n === undefined ? null : readNumber(rooms.groups.n, c.numbers),
  };
}

/** The units a description fits, or null when it describes nothing. */
function unitsFitting(d: Description): UnitKey[] | null {
  if (!d.corner && !d.intermediate && d.bedrooms === null) return null;
  return site.units
    .filter((unit) => (!d.corner || unit.unit === "cornerUnit") && (!d.intermediate || unit.unit === "intermediateUnit"))
    .filter((unit) => d.bedrooms === null || unit.bedrooms === d.bedrooms)
    .map((unit) => unit.type);
}

export function readUnit(clauses: readonly Clause[], asked: boolean): UnitKey | undefined {
  const c = compiled();
  const r = reader(c);
  const keys = site.units.map((u) => u.type);
  const statements = clauses.filter((clause) => !clause.question && !clause.conditional);
  // Each clause's units once: both readings below need them.
  const namedIn = new Map(statements.map((clause) => [clause, detectUnits(clause.raw)]));
  for (const clause of statements) {
    const named = namedIn.get(clause) ?? [];
    const preference = r.preference.first(clause.text, c.negation);
    if (named.length === 1 && (asked || preference) && !namedNegated(clause, named[0], c)) return named[0];
    if (asked && !named.length) {
      const index = ordinalIn(clause, r.ordinals, c);
      if (index !== undefined && keys[index]) return keys[index];
    }
  }
  // A description may run over clauses ("corner unit, 2 bedrooms"), as long as no unit is named in it.
  const described = statements.filter((clause) => !namedIn.get(clause)?.length);
  const parts = described.map((clause) => describedIn(clause.text, r, c));
  const fitting = unitsFitting({
    corner: parts.some((p) => p.corner),
    intermediate: parts.some((p) => p.intermediate),
    bedrooms: parts.find((p) => p.bedrooms !== null)?.bedrooms ?? null,
  });
  if (fitting?.length !== 1) return undefined;
  const text = described.map((clause) => clause.text).join(" ");
  const wanted = asked || r.preference.first(text, c.negation) !== null || r.want.first(text, c.negation) !== null || isFragment(text);
  return wanted ? fitting[0] : undefined;
}

/** "not the Blitz": a unit named right after a negation is ruled out, not chosen. */
function namedNegated(clause: Clause, key: UnitKey, c: Compiled): boolean {
  const name = site.units.find((u) => u.type === key)?.name.toLowerCase() ?? "";
  const at = clause.text.indexOf(name);
  return at >= 0 && isNegated(clause.text, at, at + name.length, c.negation);
}
