import "server-only";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { extractQualification } from "./extract";
import { nextQuestion, slotAskedIn, slotOffers, slotQuestion } from "./questions";
import { fold } from "./text";
import { PURPOSES, type Qualification, SLOTS } from "@/lib/server/lead-profile/qualification";
import { LANGUAGES } from "@/lib/server/language";

const pairs = LOCALE_CODES.flatMap((language) => SLOTS.map((slot) => [language, slot] as const));
const QUESTION_MARK: Record<LocaleCode, string> = { en: "?", ms: "?", zh: "？", hi: "?", ru: "?", es: "?", fr: "?", de: "?", ar: "؟" };

describe("slotQuestion", () => {
  it("has one distinct question for every slot in every language", () => {
    const texts = pairs.map(([language, slot]) => slotQuestion(slot, language));
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(20);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(pairs)("[%s] %s asks one thing, with the language's own question mark", (language, slot) => {
    const text = slotQuestion(slot, language);
    expect(text.endsWith(QUESTION_MARK[language])).toBe(true);
    expect(text.match(/[?？؟]/g)).toHaveLength(1);
  });

  it("writes Kuantan in the script of the language", () => {
    const native: Partial<Record<LocaleCode, string>> = { zh: "关丹", ru: "Куантан", hi: "कुआंतान", ar: "كوانتان" };
    for (const [language, name] of Object.entries(native) as [LocaleCode, string][]) {
      const all = SLOTS.map((slot) => slotQuestion(slot, language)).join(" ");
      expect(all).toContain(name);
      expect(all).not.toMatch(/Kuantan/);
    }
  });

  it("addresses Spanish visitors as usted", () => {
    const all = SLOTS.map((slot) => slotQuestion(slot, "es")).join(" ");
    expect(all).not.toMatch(/\b(tú|tu|te|tienes|quieres|puedes|buscas)\b/iu);
    expect(all).toMatch(/\b(le|su)\b/u);
  });

  it("keeps Malay questions in Bahasa Malaysia spelling", () => {
    const all = SLOTS.map((slot) => slotQuestion(slot, "ms")).join(" ");
    // Indonesian spellings that Malaysian readers notice.
    expect(all).not.toMatch(/\b(Anda|uang|kapan|bisa|sekarang juga|properti)\b/u);
  });
});

describe("the answers a question offers are read back into its slot", () => {
  const offers = pairs.flatMap(([language, slot]) =>
    slotOffers(slot, language).map(([words, value]) => [language, slot, words, value] as const),
  );

  it("offers answers for every slot but the budget", () => {
    for (const [language, slot] of pairs) expect(slotOffers(slot, language).length > 0).toBe(slot !== "budget");
  });

  it.each(offers)("[%s] %s: %s", (language, slot, words, value) => {
    expect(fold(slotQuestion(slot, language))).toContain(fold(words));
    expect(extractQualification(words, language, { asked: slot })).toEqual(value);
  });

  const budgets: [LocaleCode, string, number][] = [
    ["en", "around RM 1.2 million", 1_200_000],
    ["ms", "dalam lingkungan 800 ribu", 800_000],
    ["zh", "大概120万", 1_200_000],
    ["hi", "लगभग 80 लाख", 8_000_000],
    ["ru", "около 1 млн", 1_000_000],
    ["es", "unos 900.000 ringgit", 900_000],
    ["fr", "environ 1,2 million", 1_200_000],
    ["de", "etwa 1,2 Mio.", 1_200_000],
    ["ar", "حوالي مليون", 1_000_000],
  ];
  it.each(budgets)("[%s] budget: %s", (language, words, amount) => {
    expect(extractQualification(words, language, { asked: "budget" })).toEqual({ budget: { amount, currency: "MYR", bound: "about" } });
  });

  it.each(LOCALE_CODES)("[%s] the first, second and third follow the order the options were offered", (language) => {
    LANGUAGES[language].qualification.ordinals.forEach((words, index) => {
      expect(extractQualification(words[0], language, { asked: "purpose" })).toEqual({ purpose: PURPOSES[index] });
    });
  });
});

describe("slotAskedIn", () => {
  it.each(pairs)("[%s] finds %s in a reply that carries its question", (language, slot) => {
    expect(slotAskedIn(`Of course. ${slotQuestion(slot, language)}`)).toBe(slot);
  });

  it("finds nothing in a reply without one of our questions", () => {
    expect(slotAskedIn("Ardentz has 3 bedrooms and 3 bathrooms.")).toBeUndefined();
  });
});

describe("nextQuestion", () => {
  it("asks purpose, unit, timeline, budget, financing, then nationality, skipping what is known", () => {
    let q: Qualification = {};
    const asked = [];
    const fill: Required<Qualification> = {
      purpose: "investment",
      unit: "typeB",
      timeline: { withinMonths: 3 },
      budget: { amount: 900_000, currency: "MYR", bound: "about" },
      financing: "cash",
      nationality: { country: "SG" },
    };
    for (let slot = nextQuestion(q); slot; slot = nextQuestion(q)) {
      asked.push(slot);
      q = { ...q, [slot]: fill[slot] };
    }
    expect(asked).toEqual(["purpose", "unit", "timeline", "budget", "financing", "nationality"]);
    expect(nextQuestion({ purpose: "own-stay", timeline: { withinMonths: 0 } })).toBe("unit");
  });
});
