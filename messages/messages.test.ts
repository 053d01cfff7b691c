/**
 * Keeps every translation in step with en.json: same keys, same ICU arguments,
 * valid plural branches, and no English text left untranslated. Then checks
 * the words themselves against messages/GLOSSARY.md, across everything a
 * visitor reads: the message files, the privacy notices and the offline
 * consultant's replies.
 */
import fs from "node:fs";
import path from "node:path";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { LANGUAGES } from "@/lib/server/language";
import { AR_BATHROOMS, AR_BEDROOMS, AR_CAR_PARKS, arCount } from "@/lib/server/language/ar/plural";
import type { KnowledgePhrases } from "@/lib/server/language/types";
import { projectView } from "@/lib/server/assistant/offline/views";
import { wordChunks } from "@/lib/server/assistant/offline/chunks";
import { superlativeAnswer } from "@/lib/server/assistant/offline/knowledge-answers";
import type { Superlative } from "@/lib/server/assistant/offline/intents";
import { leadReply } from "@/lib/server/assistant/lead-reply";
import { typesetFrench, typesetPieces } from "@/lib/server/language/typography";
import { SLOTS } from "@/lib/server/lead-profile/qualification";
import { slotQuestion } from "@/lib/server/turn/qualification/questions";
import { viewingConfirmed, viewingDayOffer, viewingOffer } from "@/lib/server/viewings/phrases";
import { site } from "@/lib/shared/config/site";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { SECTION_IDS, noticeFacts, privacyNotice } from "@/lib/server/privacy/notices";

/** Every message file, with the tag whose CLDR plural rules apply to it. */
const LOCALES = [
  ["en", "en"],
  ["ms", "ms"],
  ["zh", "zh"],
  ["hi", "hi"],
  ["ru", "ru"],
  ["es", "es"],
  ["fr", "fr"],
  ["de", "de"],
  ["ar", "ar"],
] as const;

type Code = (typeof LOCALES)[number][0];

/** English has three welcome messages; every other language has the first two. */
const WELCOME_KEYS: Record<"en" | "other", readonly string[]> = {
  en: ["1", "2", "3"],
  other: ["1", "2"],
};

/**
 * Values that may legitimately read exactly as in English: proper names,
 * numbers and symbols everywhere, plus words a language spells like English.
 */
const SAME_AS_ENGLISH: Partial<Record<Code | "*", readonly string[]>> = {
  "*": ["site.projectTitle", "notFound.title", "hero.counter", "chat.speaker", "site.labelled"],
  ms: ["units.squareMetres"],
  fr: ["site.typeA", "site.typeB", "site.typeC", "toasts.notifications", "units.squareMetres"],
  es: ["toasts.errorTitle", "units.squareMetres"],
  de: ["units.squareMetres"],
};

type Messages = { [key: string]: unknown };

function load(code: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(__dirname, `${code}.json`), "utf8")) as Messages;
}

/** Flattens nested messages to dotted keys; a leaf that is not a string is kept so tests can report it. */
function flatten(messages: Messages, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Messages, dotted)) out.set(k, v);
    } else {
      out.set(dotted, value);
    }
  }
  return out;
}

interface Choice {
  arg: string;
  type: string;
  selectors: string[];
}

interface Scan {
  args: Set<string>;
  choices: Choice[];
}

/**
 * A small ICU MessageFormat scanner: collects argument names (`{name}`,
 * `{name, number}`, `{name, plural, ...}`, including arguments nested in
 * plural/select branches) and the selectors of every plural/select. `#` is
 * not an argument. Apostrophes follow ICU's DOUBLE_OPTIONAL mode: `''` is a
 * literal apostrophe and `'` only starts quoted text before `{`, `}` (or `#`
 * inside a plural branch).
 */
export function scanIcu(src: string): Scan {
  const args = new Set<string>();
  const choices: Choice[] = [];
  let i = 0;

  const fail = (why: string): never => {
    throw new Error(`${why} at offset ${i} in ${JSON.stringify(src)}`);
  };
  const skipWs = () => {
    while (i < src.length && /\s/.test(src[i])) i++;
  };
  const word = () => {
    const start = i;
    while (i < src.length && !/[\s,{}]/.test(src[i])) i++;
    return src.slice(start, i);
  };

  function quote(inPlural: boolean) {
    const next = src[i + 1];
    if (next === "'") {
      i += 2;
      return;
    }
    if (next === "{" || next === "}" || (inPlural && next === "#")) {
      i += 1;
      while (i < src.length) {
        if (src[i] === "'") {
          if (src[i + 1] === "'") {
            i += 2;
            continue;
          }
          i++;
          return;
        }
        i++;
      }
      return; // An unterminated quote runs to the end, as in ICU.
    }
    i++;
  }

  /** Message text up to an unmatched "}" (left for the caller) or the end. */
  function message(inPlural: boolean) {
    while (i < src.length) {
      const c = src[i];
      if (c === "'") quote(inPlural);
      else if (c === "{") {
        i++;
        argument();
      } else if (c === "}") return;
      else i++;
    }
  }

  function argument() {
    skipWs();
    const name = word();
    if (!name) fail("empty argument name");
    args.add(name);
    skipWs();
    if (src[i] === "}") {
      i++;
      return;
    }
    if (src[i] !== ",") fail(`expected "," or "}" after argument "${name}"`);
    i++;
    skipWs();
    const type = word();
    if (!type) fail(`missing type for argument "${name}"`);
    skipWs();
    if (src[i] === "}") {
      i++;
      return;
    }
    if (src[i] !== ",") fail(`expected "," or "}" after type "${type}"`);
    i++;

    if (type === "plural" || type === "selectordinal" || type === "select") {
      const selectors: string[] = [];
      skipWs();
      if (type !== "select" && src.startsWith("offset:", i)) {
        i += "offset:".length;
        skipWs();
        word();
      }
      for (;;) {
        skipWs();
        if (i >= src.length) fail(`unterminated ${type} "${name}"`);
        if (src[i] === "}") {
          i++;
          break;
        }
        const selector = word();
        if (!selector) fail(`expected a selector in ${type} "${name}"`);
        skipWs();
        if (src[i] !== "{") fail(`expected "{" after selector "${selector}"`);
        i++;
        message(type !== "select");
        if (src[i] !== "}") fail(`unterminated branch "${selector}" of "${name}"`);
        i++;
        selectors.push(selector);
      }
      if (selectors.length === 0) fail(`${type} "${name}" has no branches`);
      choices.push({ arg: name, type, selectors });
      return;
    }

    // number / date / time with a style or skeleton: skip to the matching brace.
    let depth = 1;
    while (i < src.length && depth > 0) {
      if (src[i] === "{") depth++;
      else if (src[i] === "}") depth--;
      i++;
    }
    if (depth > 0) fail(`unterminated argument "${name}"`);
  }

  message(false);
  if (i < src.length) fail('unmatched "}"');
  return { args, choices };
}

const sorted = (values: Iterable<string>) => [...values].sort();

/** Words the unit cards count: each message takes {count} and picks the language's plural form. */
const COUNTED_KEYS = ["site.carParks", "site.bedroom", "site.bathroom"] as const;

const en = flatten(load("en"));
const isWelcome = (key: string) => key.startsWith("welcome.");
const enKeys = sorted([...en.keys()].filter((k) => !isWelcome(k)));

describe("scanIcu", () => {
  it("finds plain and plural arguments but not #", () => {
    const scan = scanIcu("{count, plural, one {# car park} other {# car parks}}");
    expect(sorted(scan.args)).toEqual(["count"]);
    expect(scan.choices).toEqual([{ arg: "count", type: "plural", selectors: ["one", "other"] }]);
  });

  it("finds arguments nested in branches and skips quoted text", () => {
    const scan = scanIcu("It''s '{literal}' {who}: {n, plural, offset:1 =0 {none} other {# from {sender, select, a {{x}} other {}}}}");
    expect(sorted(scan.args)).toEqual(["n", "sender", "who", "x"]);
    expect(scan.choices.map((c) => `${c.arg}:${c.selectors.join("|")}`)).toEqual(["sender:a|other", "n:=0|other"]);
  });

  it("rejects unbalanced braces", () => {
    expect(() => scanIcu("Call {phone")).toThrow();
    expect(() => scanIcu("Call phone}")).toThrow();
  });
});

it("covers every interface language", () => {
  expect(sorted(LOCALES.map(([code]) => code))).toEqual(sorted(LOCALE_CODES));
});

describe.each(LOCALES)("messages/%s.json", (code, pluralTag) => {
  const messages = flatten(load(code));
  const keys = [...messages.keys()];

  it("has exactly the keys of en.json (outside welcome)", () => {
    const own = new Set(keys.filter((k) => !isWelcome(k)));
    const missing = enKeys.filter((k) => !own.has(k));
    const extra = sorted(own).filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it(`has exactly ${code === "en" ? 3 : 2} welcome messages`, () => {
    const welcome = sorted(keys.filter(isWelcome).map((k) => k.slice("welcome.".length)));
    expect(welcome).toEqual(code === "en" ? WELCOME_KEYS.en : WELCOME_KEYS.other);
  });

  it("has a non-empty string for every message", () => {
    const bad = keys.filter((k) => {
      const value = messages.get(k);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(bad).toEqual([]);
  });

  it("uses the same ICU arguments as en.json in every message", () => {
    const mismatches: Record<string, { expected: string[]; actual: string[] } | string> = {};
    for (const key of keys) {
      const value = messages.get(key);
      const english = en.get(key);
      if (typeof value !== "string" || typeof english !== "string") continue;
      try {
        const expected = sorted(scanIcu(english).args);
        const actual = sorted(scanIcu(value).args);
        if (JSON.stringify(expected) !== JSON.stringify(actual)) mismatches[key] = { expected, actual };
      } catch (error) {
        mismatches[key] = (error as Error).message;
      }
    }
    expect(mismatches).toEqual({});
  });

  it("gives every plural an `other` branch and only this language's CLDR categories", () => {
    const cardinal = new Intl.PluralRules(pluralTag).resolvedOptions().pluralCategories as string[];
    const ordinal = new Intl.PluralRules(pluralTag, { type: "ordinal" }).resolvedOptions().pluralCategories as string[];
    const problems: string[] = [];
    for (const key of keys) {
      const value = messages.get(key);
      if (typeof value !== "string") continue;
      let choices: Choice[];
      try {
        choices = scanIcu(value).choices;
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      for (const { arg, type, selectors } of choices) {
        if (!selectors.includes("other")) problems.push(`${key}: {${arg}, ${type}} has no "other" branch`);
        if (type === "select") continue;
        const allowed = type === "plural" ? cardinal : ordinal;
        for (const s of selectors) {
          if (!/^=\d+$/.test(s) && !allowed.includes(s)) {
            problems.push(`${key}: "${s}" is not a ${pluralTag} ${type} category (${allowed.join(", ")})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(COUNTED_KEYS)("keeps %s a plural over {count}", (key) => {
    const value = messages.get(key);
    expect(typeof value).toBe("string");
    const plurals = scanIcu(value as string).choices.filter((c) => c.type === "plural");
    expect(plurals.map((c) => c.arg)).toEqual(["count"]);
    expect(plurals[0].selectors).toContain("other");
  });

  if (code !== "en") {
    it("is not an English copy", () => {
      const allowed = new Set([...(SAME_AS_ENGLISH["*"] ?? []), ...(SAME_AS_ENGLISH[code] ?? [])]);
      const copies = keys.filter((k) => !allowed.has(k) && en.has(k) && messages.get(k) === en.get(k));
      expect(copies).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------
// The words themselves: messages/GLOSSARY.md, across every visitor-facing text.
// ---------------------------------------------------------------------------

type Row = Record<string, string>;

/** The first markdown table under `## <heading>` in GLOSSARY.md, one record per row, keyed by the header cells. */
function glossaryTable(heading: string): Row[] {
  const text = fs.readFileSync(path.join(__dirname, "GLOSSARY.md"), "utf8");
  const lines = text.split("\n").map((l) => l.trim());
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`GLOSSARY.md has no "## ${heading}" section`);
  const first = lines.findIndex((l, i) => i > start && l.startsWith("|"));
  const table: string[][] = [];
  for (let i = first; i >= 0 && i < lines.length && lines[i].startsWith("|"); i++) {
    table.push(
      lines[i]
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim()),
    );
  }
  const [header, , ...body] = table;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

const TERMS = glossaryTable("Terms");
const AVOID = glossaryTable("Avoid");
const term = (concept: string, code: Code): string => {
  const row = TERMS.find((r) => r.Concept === concept);
  if (!row?.[code]) throw new Error(`GLOSSARY.md has no ${code} term for "${concept}"`);
  return row[code];
};

const lower = (text: string) => text.toLocaleLowerCase();
const has = (text: string, word: string) => lower(text).includes(lower(word));

/** A whole word or phrase; Chinese has no spaces between words, so there any occurrence counts. */
function hasWord(text: string, word: string): boolean {
  if (/\p{Script=Han}/u.test(word)) return text.includes(word);
  const escaped = lower(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, "u").test(lower(text));
}

/** Every argument a page passes; a message with a count is read at several counts. */
const COUNTS = [1, 2, 3, 5, 11];
const args = (n: number) => ({
  count: n,
  number: n,
  current: n,
  total: 7,
  year: 2026,
  provider: "OpenAI",
  brand: site.anchorTenant.brand,
  unit: "Ardentz",
  hotkey: "F8",
  // The cards' figures, the server errors' limits.
  amount: "RM4,841",
  area: "121",
  limit: 2000,
  seconds: 30,
  // A chat line's speaker, and a label before its value ("Language: English").
  label: "Language",
  value: "English",
  phone: site.sales.phone,
  // The particulars panel's arguments, each a text the page has already formatted.
  name: site.name,
  type: "Type A",
  min: "RM800,000",
  max: "RM1,200,000",
  from: "1 January 2026",
  until: "31 December 2027",
  date: "31 December 2125",
  bank: "Maybank",
  quota: "30%",
  discount: "7%",
});

/** The tags messages wrap figures and links in (`<b>{amount}</b>`), read as their text. */
const TAGS = { b: (chunks: string) => chunks, call: (chunks: string) => chunks };

/** A message as a visitor reads it: its arguments filled in and its tags reduced to their text. */
function translator(code: Code) {
  const t = createTranslator({ locale: code, messages: load(code) as AbstractIntlMessages });
  return (key: string, values?: Record<string, unknown>) =>
    t.markup(key as never, { ...(values as Record<string, string | number>), ...TAGS } as never) as string;
}

/** The message files as a visitor reads them: each message rendered, at every count when it has arguments. */
function messageTexts(code: Code): string[] {
  const t = translator(code);
  return [...flatten(load(code))].flatMap(([key, value]) =>
    typeof value === "string" && value.includes("{") ? COUNTS.map((n) => t(key, args(n))) : [String(value)],
  );
}

/** The privacy notice, with retention periods that reach every plural form (Arabic's one and two included). */
function noticeTexts(code: Code): string[] {
  return [
    [365, 30],
    [1, 2],
    [11, 3],
  ].flatMap(([leadDays, conversationDays]) => {
    const { notice } = privacyNotice(code, noticeFacts({ leadDays, conversationDays }));
    return [
      notice.title,
      notice.shown,
      notice.intro,
      notice.home,
      ...SECTION_IDS.flatMap((id) => [notice.sections[id].heading, ...notice.sections[id].body.flat()]),
    ];
  });
}

/** Every reply template of the offline consultant, for each unit alone and for all three. */
function consultantTexts(code: Code): string[] {
  const p = projectView(code);
  const replies = Object.entries(LANGUAGES[code].answers).flatMap(([intent, phrase]) => [
    ...p.units.map((u) => phrase([u], p)),
    ...(intent === "overview" ? [] : [phrase(p.units, p)]),
  ]);
  const k = LANGUAGES[code].knowledge;
  const topics = [...Object.keys(k.labels), "financing", "foreignBuyers"] as Parameters<KnowledgePhrases["unknown"]>[0][];
  const dimensions = Object.keys(k.superlative) as Parameters<KnowledgePhrases["value"]>[0][];
  const features = Object.values(k.features);
  return [
    ...replies,
    ...features,
    ...features.map(k.hasFeature),
    k.rentalProgramme(p.brand),
    k.amenities(features),
    ...topics.map((topic) => k.unknown(topic, p.phone)),
    ...Object.values(k.labels),
    ...Object.values(k.values.furnishing),
    ...Object.values(k.values.parking),
    k.values.perSqftMonth("RM0.45"),
    ...Object.values(k.superlative).flatMap((s) => [s.max, s.min]),
    ...dimensions.flatMap((d) => p.units.map((u) => k.value(d, u))),
    ...p.units.map(k.named),
    ...COUNTS.flatMap((n) => [k.noneWith("rooms", n), k.noneWith("carParks", n)]),
    ...particularsTexts(code),
    LANGUAGES[code].privacy.trainingObjected,
  ];
}

/** The offline consultant's particulars replies, for each unit alone and for all three, freehold and leasehold, charged or not. */
function particularsTexts(code: Code): string[] {
  const p = projectView(code);
  const say = LANGUAGES[code].particulars;
  const lands = [p.particulars, { ...p.particulars, tenure: { kind: "freehold" as const }, chargedTo: null }];
  return [
    ...[...p.units.map((u) => [u]), p.units].flatMap((units) => [say.prices(units), say.perSqft(units)]),
    // Every plural form of the number of units.
    ...COUNTS.flatMap((n) => [
      say.prices([{ ...p.units[0], unitsForSale: n }]),
      say.prices(p.units.map((u) => ({ ...u, unitsForSale: n }))),
    ]),
    say.licence(p.particulars),
    say.permit(p.particulars),
    say.completion(p.particulars),
    ...lands.map(say.tenure),
  ];
}

/**
 * What the site adds to a conversation in its own words beyond the consultant's templates: the
 * sales questions, the viewing replies (a booking, a request to confirm it, the open slots for
 * each refusal, a day's slots), what it says about contact details, the thanks for an answer,
 * and rankings.
 */
function siteReplies(code: Code): string[] {
  const start = new Date("2026-11-28T03:00:00Z");
  const slot = (hours: number) => ({
    start: new Date(start.getTime() + hours * 3_600_000),
    end: new Date(start.getTime() + (hours + 1) * 3_600_000),
  });
  const slots = [slot(0), slot(2), slot(24)];
  const lead = { name: "Mei", phone: "+60123456789", reference: "AUR-1F3A-9C2B" };
  const p = projectView(code);
  const dimensions = Object.keys(LANGUAGES[code].knowledge.superlative) as Superlative["dimension"][];
  return [
    ...SLOTS.map((s) => slotQuestion(s, code)),
    viewingConfirmed(slots[0], code, { haveContact: true }),
    viewingConfirmed(slots[0], code, { haveContact: false }),
    ...(["closed", "too-soon", "too-far", "past", "pick-a-time"] as const).flatMap((reason) => [
      viewingOffer(slots, reason, code),
      viewingOffer([], reason, code),
    ]),
    viewingDayOffer(slots.slice(0, 2), code),
    leadReply({ status: "stored", ...lead }, code),
    leadReply({ status: "stored", ...lead, name: null }, code),
    leadReply({ status: "failed", name: lead.name, phone: lead.phone }, code),
    LANGUAGES[code].acknowledge,
    ...dimensions.flatMap((dimension) =>
      (["max", "min"] as const).map((direction) => superlativeAnswer(code, { dimension, direction } as Superlative, p.units.slice(0, 2))),
    ),
    // The honest sentences that replace a model's invented one.
    LANGUAGES[code].guard.replies.noFigure("https://wa.me/60132884650", p.phone),
    LANGUAGES[code].guard.replies.noPromise("https://wa.me/60132884650", p.phone),
  ];
}

const SOURCES = { messages: messageTexts, notice: noticeTexts, consultant: consultantTexts, replies: siteReplies } as const;

describe("GLOSSARY.md", () => {
  it("gives a term in every language for every concept, and says why each avoided word is avoided", () => {
    expect(TERMS.length).toBeGreaterThanOrEqual(15);
    const gaps = TERMS.flatMap((row) => LOCALES.filter(([code]) => !row[code]).map(([code]) => `${row.Concept} (${code})`));
    expect(gaps).toEqual([]);
    const codes = new Set<string>(LOCALES.map(([code]) => code));
    expect(AVOID.filter((r) => !codes.has(r.Language) || !r.Avoid || !r.Why)).toEqual([]);
  });

  it("names only message keys that exist", () => {
    const keyed = TERMS.filter((r) => r["Message key"] !== "–").map((r) => r["Message key"]);
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.filter((k) => !en.has(k))).toEqual([]);
  });
});

describe.each(LOCALES)("the words of %s", (code) => {
  const texts = Object.fromEntries(Object.entries(SOURCES).map(([source, read]) => [source, read(code)])) as Record<
    keyof typeof SOURCES,
    string[]
  >;
  const all = Object.values(texts).flat();
  const t = translator(code);

  it.each(Object.keys(SOURCES))("never say TTS to a visitor (%s)", (source) => {
    expect(texts[source as keyof typeof SOURCES].filter((text) => text.includes("TTS"))).toEqual([]);
  });

  it("use the glossary's term in every message it names", () => {
    const misses = TERMS.filter((r) => r["Message key"] !== "–")
      .map((r) => ({ key: r["Message key"], term: r[code], text: t(r["Message key"]) }))
      .filter((m) => !has(m.text, m.term));
    expect(misses).toEqual([]);
  });

  it("avoid the words the glossary retires", () => {
    const found = AVOID.filter((r) => r.Language === code).flatMap((r) =>
      all.filter((text) => hasWord(text, r.Avoid)).map((text) => `"${r.Avoid}" in: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("spell WhatsApp one way", () => {
    const spellings = new Set(all.flatMap((text) => text.match(/whats\s*app|وات?س\s*اب/giu) ?? []));
    expect([...spellings]).toEqual([term("WhatsApp", code)]);
  });

  it("name the privacy notice as its link does", () => {
    const { notice } = privacyNotice(code, noticeFacts({ leadDays: 365, conversationDays: 30 }));
    expect(lower(notice.title)).toBe(lower(t("footer.privacy")));
    expect(lower(t("chat.privacyLink"))).toBe(lower(t("footer.privacy")));
  });

  it("give the sales gallery and WhatsApp the same names in the notice", () => {
    const notice = texts.notice.join("\n");
    expect(has(notice, term("sales gallery", code))).toBe(true);
    expect(has(notice, term("WhatsApp", code))).toBe(true);
  });

  it("give the consultant's replies the glossary's terms", () => {
    const p = projectView(code);
    const reply = LANGUAGES[code].answers;
    const [ardentz, blitz] = p.units;
    const expected: [concept: string, text: string][] = [
      ["sales gallery", reply.viewing(p.units, p)],
      ["sales gallery", reply.location(p.units, p)],
      ["corner unit", reply.layout([ardentz], p)],
      ["intermediate unit", reply.layout([blitz], p)],
      ["anchor tenant / hotel partner", reply.tenant(p.units, p)],
      ["installment (monthly)", reply.price([ardentz], p)],
      ["car park", reply.carParks([blitz], p)],
      ["WhatsApp", reply.price([ardentz], p)],
    ];
    expect(expected.filter(([concept, text]) => !has(text, term(concept, code))).map(([concept, text]) => `${concept}: ${text}`)).toEqual(
      [],
    );
  });

  it("write Kuantan and Pahang as the language does, outside the project's name and postal addresses", () => {
    const { postalCode, city, region } = site.sales.gallery;
    const address = new RegExp(`${postalCode}\\s+${city}(,\\s*${region})?`, "g");
    const prose = all.map((text) => text.split(site.name).join(" ").replace(address, " "));
    for (const place of ["Kuantan", "Pahang"]) {
      const native = term(place, code);
      if (native === place) continue;
      expect(prose.filter((text) => text.includes(place))).toEqual([]);
      expect(LANGUAGES[code].answers.location(projectView(code).units, projectView(code))).toContain(native);
    }
  });
});

describe("counted words on the unit cards", () => {
  it.each([
    ["en", "site.bedroom", 3, "3 BR"],
    ["en", "site.bathroom", 2, "2 BA"],
    ["ms", "site.bedroom", 3, "3 bilik tidur"],
    ["ms", "site.carPark", 1, "1 tempat letak kereta"],
    ["zh", "site.bedroom", 2, "2 间卧室"],
    ["hi", "site.bathroom", 3, "3 बाथरूम"],
    ["ru", "site.bedroom", 1, "1 спальня"],
    ["ru", "site.bedroom", 2, "2 спальни"],
    ["ru", "site.bedroom", 5, "5 спален"],
    ["ru", "site.bathroom", 1, "1 санузел"],
    ["ru", "site.bathroom", 3, "3 санузла"],
    ["ru", "site.bathroom", 11, "11 санузлов"],
    ["es", "site.bedroom", 1, "1 dormitorio"],
    ["es", "site.bathroom", 2, "2 baños"],
    ["fr", "site.bedroom", 3, "3 chambres"],
    ["fr", "site.bathroom", 1, "1 salle de bains"],
    ["fr", "site.bathroom", 2, "2 salles de bains"],
    ["de", "site.bedroom", 3, "3 Schlafzimmer"],
    ["de", "site.bathroom", 1, "1 Bad"],
    ["de", "site.bathroom", 3, "3 Bäder"],
    ["ar", "site.bedroom", 1, "غرفة نوم واحدة"],
    ["ar", "site.bedroom", 2, "غرفتا نوم"],
    ["ar", "site.bedroom", 3, "3 غرف نوم"],
    ["ar", "site.bedroom", 11, "11 غرفة نوم"],
    ["ar", "site.bathroom", 1, "حمّام واحد"],
    ["ar", "site.bathroom", 2, "حمّامان"],
    ["ar", "site.bathroom", 3, "3 حمّامات"],
    ["ar", "site.carPark", 1, "موقف سيارات واحد"],
    ["ar", "site.carParks", 2, "موقفا سيارات"],
  ] as const)("%s %s for %d reads %s", (code, key, count, text) => {
    expect(translator(code)(key, { count })).toBe(text);
  });

  it("say Arabic counts in the consultant's replies as on the cards", () => {
    const t = translator("ar");
    const forms = { "site.bedroom": AR_BEDROOMS, "site.bathroom": AR_BATHROOMS, "site.carParks": AR_CAR_PARKS };
    for (const [key, f] of Object.entries(forms)) {
      for (let n = 1; n <= 12; n++) expect(`${key} ${n}: ${arCount(n, f)}`).toBe(`${key} ${n}: ${t(key, { count: n })}`);
    }
  });
});

// ---------------------------------------------------------------------------
// French typography: every French text the site produces, as a visitor gets it.
// ---------------------------------------------------------------------------

describe("French typography", () => {
  /** A space a line may break at, right before a tall mark or inside « »: the mark could start a line. */
  const BREAKABLE = /[^\S\u00a0\u202f][:;!?»]|«[^\S\u00a0\u202f]/u;
  /** A tall mark that ends a phrase with no space before it at all ("Bonjour!"). */
  const MISSING = /[\p{L}\p{N}][;!?:](?=\s|$)/u;
  const faults = (texts: readonly string[]) => texts.filter((text) => BREAKABLE.test(text) || MISSING.test(text));

  /** The chat streams the consultant's words piece by piece, through the typography of its turn. */
  async function asStreamed(text: string): Promise<string> {
    async function* pieces() {
      yield* wordChunks(text, "fr");
    }
    let out = "";
    for await (const piece of typesetPieces("fr", pieces())) out += piece;
    return out;
  }

  it("keeps messages/fr.json free of breakable spaces before : ; ! ? and inside « »", () => {
    expect(faults(messageTexts("fr"))).toEqual([]);
  });

  it("renders the privacy notice with no-break spaces", () => {
    expect(faults(noticeTexts("fr"))).toEqual([]);
  });

  it("keeps content/privacy/fr.md itself as French typography sets it, not only the page that renders it", () => {
    const source = fs.readFileSync(path.join(process.cwd(), "content", "privacy", "fr.md"), "utf8");
    // The front matter's keys are names, not French ("shown: …"); their values are French.
    const lines = source.split("\n").map((line) => line.replace(/^\w+: /u, ""));
    const differ = lines.filter((line) => typesetFrench(line) !== line);
    expect(differ).toEqual([]);
    expect(faults(lines)).toEqual([]);
    // Real marks are read: a narrow no-break space before ; and a full one before : and inside « ».
    expect(source).toMatch(/\u202f;/u);
    expect(source).toMatch(/\u00a0:/u);
    expect(source).toMatch(/«\u00a0[^»]+\u00a0»/u);
  });

  it("gives every reply the consultant and the site write in French no-break spaces", async () => {
    const replies = await Promise.all([...consultantTexts("fr"), ...siteReplies("fr")].map(asStreamed));
    expect(replies.length).toBeGreaterThan(100);
    expect(faults(replies)).toEqual([]);
    // The marks are there, with their spaces: the test reads real punctuation.
    expect(replies.join("\n")).toMatch(/\u00a0:/u);
    expect(replies.join("\n")).toMatch(/\u202f\?/u);
  });

  it("catches a breakable space, or none, before a tall mark", () => {
    expect(faults(["Prix : RM2 876", "Bonjour !", "Vraiment?", "« visite»"])).toHaveLength(4);
    expect(faults(["Prix\u00a0: RM2 876", "Bonjour\u202f!", "à 11:00", "https://wa.me/60?text=x"])).toEqual([]);
  });
});
