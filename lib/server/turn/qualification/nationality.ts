import "server-only";
/**
 * Nationality and MM2H residency. Country names come from Intl in all nine
 * languages (so "from Peru" works without a list of our own), demonyms from
 * the word lists. A name counts after an origin phrase ("I'm from", 来自,
 * "я из"), a demonym after "I'm"/"as a" or before "citizen"/"passport"; a bare
 * name or demonym only answers the nationality question.
 */
import { site } from "@/lib/shared/config/site";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { compiled, type Compiled, PhraseSet } from "./compile";
import { alternation, type Clause, endsWord, escapeRegExp, fold, isNegated, isSpacedChar, type Part } from "./text";
import { COUNTRY_CODES, type Nationality } from "@/lib/server/lead-profile/qualification";
import type { QualificationWords } from "@/lib/server/language/types";

/** The development's own country: its citizens are local buyers. */
export const HOME_COUNTRY = site.sales.gallery.country;

const MM2H = /mm2h|malaysia my second home|мм2х/u;

type Kind = "c" | "d" | "e";
const KINDS: readonly Kind[] = ["c", "d", "e"];

/*
 * Russian declines names ("Россия" → "из России", "Сингапур" → "из Сингапура"):
 * each word keeps its stem and may take up to three more letters.
 */
const RUSSIAN_ENDING = /[аяеиоуыь]$/u;
const russianBody = (name: string) =>
  name
    .split(" ")
    .map((word) => `${escapeRegExp(RUSSIAN_ENDING.test(word) && word.length > 3 ? word.slice(0, -1) : word)}\\p{L}{0,3}`)
    .join("\\s+");

/**
 * Finds country names (in nine languages), demonyms and ethnic demonyms in a
 * clause and replaces each with a tag such as "\uE000SGcd\uE001" (code, then
 * the kinds it can be), so the templates stay small: C, D and E match tags.
 */
interface Tagger {
  pattern: RegExp;
  exact: Map<string, Map<Kind, string>>;
  stems: { stem: string; kind: Kind; code: string }[];
  russian: { re: RegExp; code: string }[];
}

let tagger: Tagger | null = null;

function buildTagger(words: QualificationWords[]): Tagger {
  if (tagger) return tagger;
  const exact = new Map<string, Map<Kind, string>>();
  const stems: Tagger["stems"] = [];
  const russian: Tagger["russian"] = [];
  const parts: Part[] = [];
  const addExact = (raw: string, kind: Kind, code: string) => {
    const key = fold(raw);
    if (!key) return;
    const kinds = exact.get(key) ?? new Map<Kind, string>();
    if (!kinds.has(kind)) kinds.set(kind, code);
    exact.set(key, kinds);
    parts.push({ body: escapeRegExp(key).replace(/ /g, "\\s+"), before: isSpacedChar(key[0]), after: endsWord(key[key.length - 1]) });
  };
  const addWord = (raw: string, kind: Kind, code: string) => {
    if (!raw.endsWith("*")) return addExact(raw, kind, code);
    const stem = fold(raw.slice(0, -1));
    stems.push({ stem, kind, code });
    parts.push({ body: `${escapeRegExp(stem)}[\\p{L}\\p{M}]*`, before: isSpacedChar(stem[0]), after: false });
  };
  for (const { code: tag } of LOCALES) {
    const names = new Intl.DisplayNames([tag], { type: "region", fallback: "none" });
    for (const code of COUNTRY_CODES) {
      const name = names.of(code);
      if (!name || name === code) continue;
      // "Myanmar (Burma)", "Гонконг (САР)": each part is a name too.
      for (const part of [name, ...name.split(/\s*[()]\s*/).filter((p) => p && p !== name && p.length > 3)]) {
        const folded = fold(part);
        if (tag === "ru" && /\p{Script=Cyrillic}/u.test(folded)) {
          const body = russianBody(folded);
          russian.push({ re: new RegExp(`^(?:${body})$`, "u"), code });
          parts.push({ body, before: true, after: true });
        } else addExact(part, "c", code);
      }
    }
  }
  for (const w of words) {
    const n = w.nationality;
    for (const [code, list] of Object.entries(n.aliases ?? {})) for (const name of list ?? []) addExact(name, "c", code);
    for (const [code, list] of Object.entries(n.demonyms)) for (const word of list ?? []) addWord(word, "d", code);
    for (const [code, list] of Object.entries(n.ethnic ?? {})) for (const word of list ?? []) addWord(word, "e", code);
  }
  tagger = { pattern: new RegExp(alternation(parts), "gu"), exact, stems, russian };
  return tagger;
}

/** The code and kinds of a found name: exact names first, then stems and Russian forms. */
function identify(found: string, t: Tagger): { code: string; kinds: Kind[] } | null {
  const key = fold(found);
  const kinds = new Map<Kind, string>(t.exact.get(key) ?? []);
  for (const s of t.stems) if (key.startsWith(s.stem) && !kinds.has(s.kind)) kinds.set(s.kind, s.code);
  if (!kinds.has("c")) {
    const ru = t.russian.find((r) => r.re.test(key));
    if (ru) kinds.set("c", ru.code);
  }
  const first = KINDS.find((k) => kinds.has(k));
  if (!first) return null;
  const code = kinds.get(first)!;
  return { code, kinds: KINDS.filter((k) => kinds.get(k) === code) };
}

function tagNames(text: string, t: Tagger): string {
  return text.replace(t.pattern, (found) => {
    const id = identify(found, t);
    return id ? `\uE000${id.code}${id.kinds.join("")}\uE001` : found;
  });
}

const TAG_C = { source: "\uE000(?<c>[A-Z]{2})cd?e?\uE001" };
const TAG_D = { source: "\uE000(?<d>[A-Z]{2})c?de?\uE001" };
const TAG_E = { source: "\uE000(?<e>[A-Z]{2})c?d?e\uE001" };

interface Reader {
  templates: PhraseSet;
  bare: PhraseSet;
  local: PhraseSet;
  tagger: Tagger;
  /** Every template names a country, demonym or ethnic group (C, D or E). */
  needsTag: boolean;
}

let cached: Reader | null = null;

function reader(c: Compiled): Reader {
  if (cached) return cached;
  const n = c.words.map((w) => w.nationality);
  const placeholders = { C: TAG_C, D: TAG_D, E: TAG_E };
  const built: Reader = {
    templates: new PhraseSet(
      n.flatMap((x) => x.templates),
      placeholders,
    ),
    bare: new PhraseSet(["C", "D", "E"], placeholders),
    local: new PhraseSet(n.flatMap((x) => x.local)),
    tagger: buildTagger(c.words),
    needsTag: n.flatMap((x) => x.templates).every((t) => t.split(/\s+/).some((token) => token in placeholders)),
  };
  cached = built;
  return built;
}

const codeOf = (groups: Record<string, string | undefined>) => groups.c ?? groups.d ?? groups.e;

function mm2hIn(text: string, c: Compiled): boolean {
  const m = MM2H.exec(text);
  if (!m) return false;
  const start = m.index;
  const end = start + m[0].length;
  return !isNegated(text, start, end, c.negation) && !isNegated(text, start, end, c.pending);
}

export function readNationality(clauses: readonly Clause[], asked: boolean): Nationality | undefined {
  const c = compiled();
  const r = reader(c);
  let country: string | undefined;
  let mm2h = false;
  for (const clause of clauses) {
    if (clause.question || clause.conditional) continue;
    mm2h ||= mm2hIn(clause.text, c);
    if (country) continue;
    const text = tagNames(clause.text, r.tagger);
    // Every template holds a name's tag: a clause that names no country has nothing for them to read.
    const tagged = !r.needsTag || text.includes("\uE000");
    const sets = !tagged ? [] : asked ? [r.templates, r.bare] : [r.templates];
    for (const set of sets) {
      const m = set.all(text).find((x) => !isNegated(text, x.start, x.end, c.negation) && codeOf(x.groups));
      if (m) {
        country = codeOf(m.groups);
        break;
      }
    }
    if (!country && asked && r.local.first(text, c.negation)) country = HOME_COUNTRY;
  }
  if (!country && !mm2h) return undefined;
  return { ...(country ? { country } : {}), ...(mm2h ? { mm2h: true } : {}) };
}

/** MM2H is a name, so "Malaysia My Second Home" must not read as a holiday home ("second home"). */
export function withoutMm2h(text: string): string {
  return text.replace(new RegExp(MM2H.source, "gu"), (m) => " ".repeat(m.length));
}
