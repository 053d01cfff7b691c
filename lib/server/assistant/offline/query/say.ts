import "server-only";
import type { KnowledgeBase } from "@/lib/server/config/knowledge";
import { LANGUAGES } from "@/lib/server/language";
import { BOUNDARY_WORDS } from "@/lib/server/language/boundaries";
import { QUERY_WORDS } from "@/lib/server/language/query";
import type { QueryPhrases, Said } from "@/lib/server/language/query-types";
import { b } from "@/lib/server/language/templates";
import { formatInteger, formatRinggit, formatSquareMetres } from "@/lib/server/ui/format";
import { SQUARE_METRES_PER_SQUARE_FOOT } from "@/lib/shared/config/area";
import type { Unit, UnitKey } from "@/lib/shared/config/site";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { superlativeAnswer } from "../knowledge-answers";
import { projectView, type UnitView } from "../views";
import { figure } from "./evaluate";
import type { Outcome, RefusalKind, Scope } from "./types";

const oneDecimal = (tag: string, value: number) =>
  new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const list = (language: LocaleCode, items: readonly string[]) => new Intl.ListFormat(language, { type: "conjunction" }).format(items);

/**
 * The visitor's amount as they typed it ("3,000", "3.000", "3k"), or, where they spelled it ("三千五", "three and a
 * half thousand") or wrote bare digits ("3500"), grouped as the reply's language writes figures.
 */
const amountText = (tag: string, written: string, value: number) => (/^\d{4,}$/.test(written) ? formatInteger(tag, value) : written);

function scopeText(p: QueryPhrases, scope: Scope, tag: string): string {
  const conditions = scope.filters.map((f) =>
    f.attribute === "rooms" || f.attribute === "carParks"
      ? p.count(f.attribute, f.bound, f.value)
      : p.amount(
          f.selling ? "sellingPrice" : f.attribute,
          f.bound,
          f.metres ? f.written : amountText(tag, f.written, f.value),
          f.strict ?? false,
          f.yearly ?? false,
          f.metres ?? false,
        ),
  );
  const units = p.units[scope.layout ?? "all"];
  return p.scope(scope.excluded?.length ? p.others(units) : units, conditions);
}

/** The reply to a query's outcome, in the reply's language, every figure from the unit table or worked out from it. */
/** A figure said beside another, in brackets as the language writes them: full-width in Chinese. */
const aside = (language: LocaleCode, text: string) => (language === "zh" ? `（${text}）` : ` (${text})`);

export function sayOutcome(
  language: LocaleCode,
  outcome: Outcome,
  kb: KnowledgeBase,
  /** The units a ranking was made within, when the visitor pointed at them: "the pricier of the two". */
  among: readonly UnitKey[] = [],
): string {
  const p = QUERY_WORDS[language].phrases;
  const k = LANGUAGES[language].knowledge;
  const project = projectView(language, kb);
  const view = (key: UnitKey) => project.units.find((u) => u.key === key) as UnitView;
  const unit = (key: UnitKey) => kb.units.find((u) => u.type === key) as Unit;
  const tag = language;
  switch (outcome.kind) {
    case "ranked": {
      const winners = outcome.winners.map(view);
      const dimension = outcome.selling ? "totalPrice" : outcome.attribute;
      const label = k.superlative[dimension][outcome.direction];
      const yearly = (outcome.yearly ?? []).flatMap((what) =>
        outcome.winners.map((key) =>
          p.yearly(view(key).name, what, formatRinggit(tag, figure(unit(key), what) * 12), formatRinggit(tag, figure(unit(key), what))),
        ),
      );
      // Over every unit the ranking needs no scope: "Most bedrooms: Ardentz, 3 bedrooms."
      const scoped = outcome.scope.layout !== null || outcome.scope.filters.length > 0 || Boolean(outcome.scope.excluded?.length);
      const ranked = scoped
        ? p.ranked(
            label,
            scopeText(p, outcome.scope, tag),
            list(
              language,
              winners.map((u) => b(k.named(u))),
            ),
            k.value(dimension, winners[0]),
          )
        : superlativeAnswer(
            language,
            { dimension, direction: outcome.direction },
            winners,
            among.length > 1 && among.length < kb.units.length ? among.map(view) : [],
          );
      // Asked in order: then every unit looked at, first to last, each with its figure.
      const items = (outcome.order ?? []).map((key) => ({ name: view(key).name, value: k.value(dimension, view(key)) }));
      const order =
        items.length > 1
          ? [outcome.top ? p.top(items.length, items) : p.fits(scoped ? scopeText(p, outcome.scope, tag) : p.units.all, items)]
          : [];
      // Where the language's sizes already give square metres, a ranking by size has told them.
      const told = outcome.attribute === "size" && winners.every((u) => u.sizeSqm !== null);
      const metres = outcome.metres && !told ? [sayOutcome(language, { kind: "squareMetres", units: outcome.winners }, kb)] : [];
      return [ranked, ...order, ...yearly, ...metres].join(LANGUAGES[language].sentenceGap ?? " ");
    }
    case "fits": {
      // Units sought by their selling price are told by it: "Cares RM720,000 to RM880,000", part of it within the budget.
      const selling = outcome.attribute === "price" && outcome.scope.filters.some((f) => f.selling);
      // Each figure the units were sought by is shown beside the one asked: "at least 7.1% and up to RM3,500 a month"
      // shows both, so the visitor sees why each unit fits.
      const shown = [...new Set(outcome.scope.filters.filter((f) => !f.selling).map((f) => f.attribute))].filter(
        (a) => a !== outcome.attribute,
      );
      const priced = !selling && (outcome.priced || outcome.scope.filters.some((f) => f.selling));

      // A size sought in square metres is told in them too, where the language's sizes do not already give them.
      const metric = outcome.scope.filters.some((f) => f.metres);
      const figureOf = (a: typeof outcome.attribute, key: UnitKey) => {
        const v = view(key);
        const told = k.value(a, v);
        return a === "size" && metric && v.sizeSqm === null ? `${told} (${formatSquareMetres(tag, v.sizeSqft)} m²)` : told;
      };
      const value = (key: UnitKey) => {
        const asked = selling ? view(key).priceRange : figureOf(outcome.attribute, key);
        return [asked, ...shown.map((a) => figureOf(a, key)), ...(priced ? [view(key).priceRange] : [])].join(k.semicolon);
      };
      return p.fits(
        scopeText(p, outcome.scope, tag),
        outcome.units.map((key) => ({ name: view(key).name, value: value(key) })),
      );
    }
    case "none":
      return p.none(scopeText(p, outcome.scope, tag), project.phone);
    case "yearly":
      return outcome.units
        .flatMap((key) =>
          outcome.attributes.map((what) =>
            p.yearly(view(key).name, what, formatRinggit(tag, figure(unit(key), what) * 12), formatRinggit(tag, figure(unit(key), what))),
          ),
        )
        .join(" ");
    case "squareMetres":
      return outcome.units
        .map((key) => p.squareMetres(view(key).name, view(key).size, oneDecimal(tag, unit(key).sizeSqft * SQUARE_METRES_PER_SQUARE_FOOT)))
        .join(" ");
    case "difference": {
      const { attribute, derived } = outcome;
      const noun =
        derived === "yearly"
          ? attribute === "rental"
            ? "yearlyRental"
            : "yearlyPrice"
          : derived === "squareMetres"
            ? "squareMetres"
            : attribute;
      const amount = (u: Unit) =>
        figure(u, attribute) * (derived === "yearly" ? 12 : derived === "squareMetres" ? SQUARE_METRES_PER_SQUARE_FOOT : 1);
      const written = (value: number) =>
        attribute === "yield" || derived === "squareMetres" ? oneDecimal(tag, value) : formatInteger(tag, value);
      // An area in square metres keeps its square feet beside it: the brochure's figure, and the one the sizes are sold by.
      const shown = (value: number, sqft: number) =>
        derived === "squareMetres"
          ? `${p.gap("size", formatInteger(tag, sqft))} (${p.gap(noun, written(value))})`
          : p.gap(noun, written(value));
      const said = (key: UnitKey): Said => {
        const u = unit(key);
        if (!derived) return { name: view(key).name, value: k.value(attribute, view(key)) };
        return { name: view(key).name, value: shown(amount(u), u.sizeSqft) };
      };
      const [higher, lower] = [unit(outcome.higher), unit(outcome.lower)];
      const gapValue = Math.abs(amount(higher) - amount(lower));
      const gap = shown(gapValue, Math.abs(higher.sizeSqft - lower.sizeSqft));
      // A gap over a year keeps the month's beside it: "how much more a month, and over a year?" asks both.
      const monthly = derived === "yearly" ? aside(language, p.gap(attribute, formatInteger(tag, gapValue / 12))) : "";
      return p.difference(p.nouns[derived === "squareMetres" ? "size" : noun], said(outcome.higher), said(outcome.lower), gap + monthly);
    }
    case "unsure":
      return p.notSure(kb.name, kb.sales.phone);
  }
}

export function sayRefusal(language: LocaleCode, kind: RefusalKind, kb: KnowledgeBase): string {
  return QUERY_WORDS[language].phrases.refusal[kind](kb.name, kb.sales.phone);
}

export function sayNotSure(language: LocaleCode, kb: KnowledgeBase): string {
  return QUERY_WORDS[language].phrases.notSure(kb.name, kb.sales.phone);
}

/** What the site does not know: "I don't have that", what it can answer, and the sales line. */
export function sayNotKnown(language: LocaleCode, kb: KnowledgeBase): string {
  return BOUNDARY_WORDS[language].phrases.notKnown(kb.name, kb.sales.phone);
}

/** A request for a language that asked nothing else: from now on in it. */
export function saySwitched(language: LocaleCode, kb: KnowledgeBase): string {
  return BOUNDARY_WORDS[language].phrases.switched(kb.name, kb.sales.phone);
}
