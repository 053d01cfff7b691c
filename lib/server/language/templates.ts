import "server-only";
import type { UnitView } from "./types";

/** A letter or digit, the kind of text Chinese sets apart from its characters with a space. */
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}%]/u;

/**
 * "A, B and C" in the language's own way (和, и, و …). Intl's lists are the base, with what
 * this site's copy writes otherwise: British English and Hindi put no comma before the last
 * "and" ("A, B and C", "A, B और C"), and Chinese sets Latin names and figures apart from the
 * characters around them ("Ardentz、Blitz 和 Cares", as messages/GLOSSARY.md asks).
 */
export function listIn(tag: string): (items: readonly string[]) => string {
  const format = new Intl.ListFormat(tag === "en" ? "en-GB" : tag, { style: "long", type: "conjunction" });
  return (items) => {
    const parts = format.formatToParts(items);
    return parts
      .map((part, i) => {
        if (part.type !== "literal") return part.value;
        if (tag === "hi") return part.value.replace(/^,\s*(?=और)/u, " ");
        if (tag !== "zh" || part.value === "、") return part.value;
        // Bold marks are invisible: what counts is the character they wrap.
        const before = parts[i - 1]?.value.replace(/\**$/u, "").slice(-1) ?? "";
        const after = parts[i + 1]?.value.replace(/^\**/u, "").slice(0, 1) ?? "";
        return `${LATIN_OR_DIGIT.test(before) ? " " : ""}${part.value.trim()}${LATIN_OR_DIGIT.test(after) ? " " : ""}`;
      })
      .join("");
  };
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in the language: "743 квадратных фута" is `few`, "1 299 … футов" `many`. */
export function pluralCategory(tag: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules.select(count);
}

/** The single-unit sentence when one unit is asked about, else the list sentence. */
export function oneOrMany(
  units: readonly UnitView[],
  one: (unit: UnitView) => string,
  many: (units: readonly UnitView[]) => string,
): string {
  return units.length === 1 ? one(units[0]) : many(units);
}

/** Markdown bold, for figures. */
export const b = (text: string | number) => `**${text}**`;

/** A number inside right-to-left text keeps its left-to-right order only inside an isolate ("+60 13-288 4650", not "4650 13-288 +60"). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
