/**
 * Keeps every translation in step with en.json: same keys, same ICU arguments,
 * valid plural branches, and no English text left untranslated.
 */
import fs from "node:fs";
import path from "node:path";

import { LOCALE_CODES } from "@/lib/i18n/locales";

/** Every message file, with the tag whose CLDR plural rules apply to it (`my` is Malay, `ms`). */
const LOCALES = [
  ["en", "en"],
  ["my", "ms"],
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
  "*": ["site.projectTitle", "notFound.title", "hero.counter"],
  fr: ["site.typeA", "site.typeB", "site.typeC", "toasts.notifications"],
  es: ["toasts.errorTitle"],
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
    const scan = scanIcu(
      "It''s '{literal}' {who}: {n, plural, offset:1 =0 {none} other {# from {sender, select, a {{x}} other {}}}}",
    );
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
    const ordinal = new Intl.PluralRules(pluralTag, { type: "ordinal" }).resolvedOptions()
      .pluralCategories as string[];
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

  it("keeps site.carParks a plural over {count}", () => {
    const value = messages.get("site.carParks");
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
