import "server-only";
/**
 * One question per missing slot, asked one at a time once the visitor shows
 * interest, each phrased as help ("to suggest the right unit…") and offering
 * the answers we can read back.
 *
 * The order, and why:
 * 1. purpose — the easiest to answer, and it decides which unit to suggest
 *    (investors hear about yield, families about space);
 * 2. unit — the visitor is already looking at the units;
 * 3. timeline — how soon, before anything about money;
 * 4. budget — money, once we know what and when;
 * 5. financing — follows from the budget;
 * 6. nationality — the most personal, asked last, when the foreign-buyer rules
 *    it triggers (state minimum price, stamp duty) are worth explaining.
 */
import { LANGUAGES } from "@/lib/server/language";
import { site } from "@/lib/shared/config/site";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { fold } from "./text";
import { type Qualification, type Slot, SLOTS } from "@/lib/server/lead-profile/qualification";

/** Words a question offers as answers, and the slot value each stands for. */
export type Offer = readonly [words: string, value: Qualification];

interface Question {
  text: string;
  offers: readonly Offer[];
}

const own: Qualification = { purpose: "own-stay" };
const holiday: Qualification = { purpose: "holiday-home" };
const investment: Qualification = { purpose: "investment" };
const now: Qualification = { timeline: { withinMonths: 0 } };
const months3: Qualification = { timeline: { withinMonths: 3 } };
const months12: Qualification = { timeline: { withinMonths: 12 } };
const cash: Qualification = { financing: "cash" };
const loan: Qualification = { financing: "loan" };
const approved: Qualification = { financing: "loan-approved" };
const malaysian: Qualification = { nationality: { country: "MY" } };
const singaporean: Qualification = { nationality: { country: "SG" } };
const mm2h: Qualification = { nationality: { mm2h: true } };
const units: readonly Offer[] = site.units.map((u) => [u.name, { unit: u.type }] as const);

function unitChoice(language: LocaleCode): string {
  const names = site.units.map((u) => u.name);
  const { between, last } = LANGUAGES[language].questions.or;
  return names.length > 1 ? `${names.slice(0, -1).join(between)}${last}${names[names.length - 1]}` : names.join("");
}

/** A question's three offered answers, each with the slot value it stands for. */
const offer = (
  words: readonly [string, string, string],
  values: readonly [Qualification, Qualification, Qualification],
): readonly Offer[] => words.map((w, i) => [w, values[i]] as const);

function questionsIn(language: LocaleCode): Record<Slot, Question> {
  const q = LANGUAGES[language].questions;
  return {
    purpose: { text: q.purpose.text, offers: offer(q.purpose.offers, [own, holiday, investment]) },
    unit: { text: q.unit(unitChoice(language)), offers: units },
    timeline: { text: q.timeline.text, offers: offer(q.timeline.offers, [now, months3, months12]) },
    budget: { text: q.budget, offers: [] },
    financing: { text: q.financing.text, offers: offer(q.financing.offers, [cash, loan, approved]) },
    nationality: { text: q.nationality.text, offers: offer(q.nationality.offers, [malaysian, singaporean, mm2h]) },
  };
}

const QUESTIONS = Object.fromEntries(LOCALE_CODES.map((language) => [language, questionsIn(language)])) as Record<
  LocaleCode,
  Record<Slot, Question>
>;

/** The first slot the visitor has not filled, in the asking order of SLOTS; undefined when all are. */
export function nextQuestion(q: Qualification): Slot | undefined {
  return SLOTS.find((slot) => q[slot] === undefined);
}

export function slotQuestion(slot: Slot, language: LocaleCode): string {
  return QUESTIONS[language][slot].text;
}

/** The answers a slot's question offers, for quick replies and for reading the answer back. */
export function slotOffers(slot: Slot, language: LocaleCode): readonly Offer[] {
  return QUESTIONS[language][slot].offers;
}

const FOLDED = LOCALE_CODES.flatMap((language) => SLOTS.map((slot) => ({ slot, text: fold(QUESTIONS[language][slot].text) })));

/** The slot one of our questions in a consultant's message asks about, in any language. */
export function slotAskedIn(message: string): Slot | undefined {
  const folded = fold(message);
  return FOLDED.find((q) => folded.includes(q.text))?.slot;
}
