import "server-only";
/** Arabic counted nouns: 1 and 2 are said by the noun alone, 3–10 take the plural, 11–99 a singular accusative. */
export interface ArabicForms {
  /** Whole phrase, no numeral: غرفة نوم واحدة. */
  one: string;
  /** Whole phrase, no numeral, nominative: غرفتا نوم. */
  two: string;
  few: string;
  many: string;
  other: string;
}

const rules = new Intl.PluralRules("ar");

/**
 * "غرفتا نوم", "3 غرف نوم", "11 غرفة نوم". The dual is nominative, so a
 * sentence keeps a counted phrase as its subject ("فيها غرفتا نوم").
 */
export function arCount(n: number, forms: ArabicForms): string {
  const rule = rules.select(n);
  if (rule === "one") return forms.one;
  if (rule === "two") return forms.two;
  return `${n} ${rule === "few" ? forms.few : rule === "many" ? forms.many : forms.other}`;
}

/** The same forms as the unit cards (messages/ar.json site.bedroom, site.bathroom, site.carParks). */
export const AR_BEDROOMS: ArabicForms = { one: "غرفة نوم واحدة", two: "غرفتا نوم", few: "غرف نوم", many: "غرفة نوم", other: "غرفة نوم" };
export const AR_BATHROOMS: ArabicForms = { one: "حمّام واحد", two: "حمّامان", few: "حمّامات", many: "حمّامًا", other: "حمّام" };
export const AR_UNITS: ArabicForms = { one: "وحدة واحدة", two: "وحدتان", few: "وحدات", many: "وحدة", other: "وحدة" };

export const AR_CAR_PARKS: ArabicForms = {
  one: "موقف سيارات واحد",
  two: "موقفا سيارات",
  few: "مواقف سيارات",
  many: "موقفًا للسيارات",
  other: "موقف سيارات",
};

/**
 * A size with its figure, which stays even for 1 and 2: "743 قدمًا مربعًا", "5 أقدام مربعة", "1,300 قدم مربع".
 * `shown` is the figure as the page prints it ("1,299"); `n` picks the form.
 */
export function arMeasure(n: number, shown: string, forms: Pick<ArabicForms, "few" | "many" | "other">): string {
  const rule = rules.select(n);
  return `${shown} ${rule === "few" ? forms.few : rule === "many" ? forms.many : forms.other}`;
}

/** The same forms as the unit cards (messages/ar.json site.sqft). */
export const AR_SQUARE_FEET = { few: "أقدام مربعة", many: "قدمًا مربعًا", other: "قدم مربع" } as const;
