import "server-only";
/**
 * What one language gives the server: every word list, phrase and template the
 * consultant, the qualification reader, the viewing parser, the lead replies and
 * speech use. The rooms that read them hold the logic; a language holds words.
 *
 * Types the rooms share with these words (intents, slot values, the part of a
 * day) are declared here, below every room, so a language needs nothing above it.
 */
import type * as chrono from "chrono-node";
import type { Unit, UnitKey } from "@/lib/shared/config/site";
// The qualification's values are defined once, with the lead; the words for them live here.
import type { BudgetBound, Financing, Purpose } from "@/lib/server/lead-profile/qualification";

// ---------------------------------------------------------------------------
// The offline consultant
// ---------------------------------------------------------------------------

/** The intents every language answers from the unit figures; the others come from `KnowledgePhrases`. */
export type BaseIntent =
  | "greeting"
  | "overview"
  | "compare"
  | "size"
  | "price"
  | "rental"
  | "yield"
  | "rooms"
  | "carParks"
  | "layout"
  | "location"
  | "tenant"
  | "viewing"
  | "thanks"
  | "fallback";

/** What a visitor's message asks about: the unit figures' intents, the development's features, the
 * advertisement particulars, and facts a marketer may not have filled in yet or topics only the sales team answers. */
export type Intent =
  | BaseIntent
  | "pool"
  | "rooftop"
  | "concierge"
  | "housekeeping"
  | "rentalProgramme"
  | "amenities"
  | ParticularsIntent
  | "maintenance"
  | "furnishing"
  | "parkingKind"
  | "financing"
  | "foreignBuyers"
  | "rentalTerms"
  /** Who runs the building after handover: the brand that manages it, and the arrangements not yet published. */
  | "management";

/** What the advertisement particulars answer (content/property.json, `particulars`). */
export type ParticularsIntent = "tenure" | "completion" | "totalPrice" | "pricePerSqft" | "permit" | "licence";

export type KeywordIntent = Exclude<Intent, "fallback">;

/** Words that turn a question into "which unit has the most or least …". */
export type SuperlativeKey = "most" | "least" | "cheapest" | "priciest" | "largest" | "smallest";

/**
 * `loanPayment`: the monthly payment named by its loan ("loan repayment", "платёж по кредиту"), the installment the
 * site gives, read before the financing words that would otherwise take the loan. `rentAmount`: what a unit lets
 * for ("what would it rent out for?"), the rent, read before the rental programme's "rent out".
 */
/**
 * `afterCompletion`: "after handover", "после сдачи": says when, beside a question of its own ("who manages the
 * building after handover?"), and asks no completion date there.
 */
export type KeywordKey = KeywordIntent | "allUnits" | "atLeast" | "loanPayment" | "rentAmount" | "afterCompletion" | SuperlativeKey;

/** Keywords per intent and modifier, and number words ("three" → 3) for filters. */
export type KeywordSet = Record<KeywordKey, readonly string[]> & { numbers: Readonly<Record<string, number>> };

/** A unit's facts, already formatted, as the phrase templates use them. */
export interface UnitView {
  key: Unit["type"];
  name: string;
  /** "A", "B" or "C". */
  letter: string;
  /** "1,299" (square feet). */
  size: string;
  /** 1299: the same size as a number, which picks the plural of the unit word ("743 квадратных фута"). */
  sizeSqft: number;
  /** "121" (square metres), in languages that show them beside square feet (LocaleInfo.squareMetres); else null. */
  sizeSqm: string | null;
  bedrooms: number;
  bathrooms: number;
  /** "RM4,841" per month. */
  installment: string;
  /** "RM5,400" per month. */
  rental: string;
  /** "7.2%". */
  yieldText: string;
  corner: boolean;
  carParks: number;
  /** The selling price from lowest to highest, as the particulars state it: "RM680,000 to RM820,000". */
  priceRange: string;
  /** The same range per square foot: "RM915 to RM1,104". */
  pricePerSqft: string;
  /** How many units of the type the project has. */
  unitsForSale: number;
}

/** A licence or permit as a reply quotes it: its number, and the dates it is valid from and until, in the reply's language. */
export interface PermitView {
  number: string;
  from: string;
  until: string;
}

/** The advertisement particulars the consultant quotes, dates already in the reply's language. */
export interface ParticularsView {
  /** The developer's registered name. */
  developer: string;
  licence: PermitView;
  /** The advertising and sales permit. */
  permit: PermitView;
  tenure: { kind: "freehold" } | { kind: "leasehold"; expiry: string };
  /** The bank the land is charged to, or null. */
  chargedTo: string | null;
  /** The expected date of completion. */
  completion: string;
}

/** The project as the templates read it (the consultant's own view adds the knowledge base's raw facts). */
export interface ProjectView {
  name: string;
  brand: string;
  phone: string;
  /** The gallery's street, as the post reads it; each language names the gallery itself. */
  street: string;
  postalCode: string;
  city: string;
  region: string;
  /** The country's name in the reply's language. */
  country: string;
  units: readonly UnitView[];
  particulars: ParticularsView;
  /** "RM0.45" per square foot per month, when known. */
  maintenanceFee: string | null;
}

/** One answer template; `units` is never empty, and has one entry for single-unit answers. */
export type Phrase = (units: readonly UnitView[], project: ProjectView) => string;

/** Every intent's answer in one language. `overview` receives exactly one unit. */
export type Phrases = Record<BaseIntent, Phrase>;

/** A unit figure a superlative or filter ranks by. */
export type Dimension = "yield" | "rental" | "price" | "totalPrice" | "size" | "rooms" | "carParks";

/** The development's features (the knowledge base's FeatureKey; its answers index these words by it). */
export type FeatureKey = "infinityPool" | "rooftopLounge" | "concierge" | "housekeeping" | "rentalProgramme";

/** Facts not yet published (the knowledge base's OptionalFactKey). */
export type OptionalFactKey = "maintenanceFeePerSqft" | "furnishing" | "parking";

/** Topics the consultant may not know: the optional facts, and what only the sales team answers. */
export type UnknownTopic = OptionalFactKey | "financing" | "foreignBuyers" | "rentalTerms" | "management";

/** One language's words for the knowledge base beyond the unit figures. */
export interface KnowledgePhrases {
  /** Noun phrases: "an infinity pool overlooking the bay". */
  features: Record<FeatureKey, string>;
  hasFeature: (feature: string) => string;
  rentalProgramme: (brand: string) => string;
  amenities: (features: readonly string[]) => string;
  /** Said of a topic with no known answer; always names the sales line. */
  unknown: (topic: UnknownTopic, phone: string) => string;
  /** "Maintenance fee", "Furnishing" … as a label before a known value. */
  labels: Record<OptionalFactKey, string>;
  values: {
    furnishing: Record<"fully" | "partly" | "unfurnished", string>;
    parking: Record<"covered" | "open" | "basement", string>;
    perSqftMonth: (rm: string) => string;
  };
  superlative: Record<Dimension, { max: string; min: string }>;
  /** A ranking by how many units of a type the project has: its label each way, and a number of units. */
  unitCount: { max: string; min: string; units: (n: number) => string };
  /** A superlative's label said of the units a visitor compared, not of all: "Largest unit of Blitz and Cares". */
  ofUnits: (label: string, names: string) => string;
  /** A unit's figure for a dimension, with its unit word. */
  value: (dimension: Dimension, unit: UnitView) => string;
  /** "Blitz (Type B)". */
  named: (unit: UnitView) => string;
  /** No unit has that many bedrooms / car parks. */
  noneWith: (what: "rooms" | "carParks", count: number) => string;
  /** Separates a label from its value: ": " in most languages, "：" in Chinese. */
  colon: string;
  /** Separates clauses: ", ", "，" in Chinese, "، " in Arabic. */
  comma: string;
  /** Separates figures within one item of a list whose items a comma separates: "; ", "；", "؛ ". */
  semicolon: string;
  /** Ends a sentence. */
  stop: string;
}

/**
 * One language's sentences for the advertisement particulars, in the terms the page's "Project particulars"
 * panel uses (messages, `particulars`): on /ms the official Malay ones ("No. Lesen Pemaju").
 */
export interface ParticularsPhrases {
  /** A selling price range: "RM680,000 to RM820,000". */
  range: (min: string, max: string) => string;
  /** Each type's selling price range and number of units, in one sentence. */
  prices: (units: readonly UnitView[]) => string;
  /** Each type's price per square foot, from its selling price range. */
  perSqft: (units: readonly UnitView[]) => string;
  /** The developer, its developer's licence number and the licence's validity. */
  licence: (p: ParticularsView) => string;
  /** The advertising and sales permit number and its validity. */
  permit: (p: ParticularsView) => string;
  /** The expected date of completion. */
  completion: (p: ParticularsView) => string;
  /** Land tenure (freehold, or leasehold with its expiry), and the bank the land is charged to. */
  tenure: (p: ParticularsView) => string;
}

/**
 * The visitor's objection to the use of their conversation for training (the chat's note says it is
 * recorded for training). Phrases use the consultant's keyword syntax (`stem*`); every language's are
 * read whatever the chat's language, since visitors mix them.
 */
export interface PrivacyWords {
  /** A message objects when it names training (one of `training`) and refuses it (one of `refusal`). */
  trainingObjection: { training: readonly string[]; refusal: readonly string[] };
  /** The consultant's confirmation once the objection is stored: the site's own words, never a model's. */
  trainingObjected: string;
}

/** How the language names a unit, for the consultant's unit detection (assistant/offline/units.ts). */
export interface UnitWords {
  /** Words before a type letter: "type B", "тип С", "النوع B" (matched in any case). */
  typeWords: readonly string[];
  /** Words right after a type letter: "B型". */
  typeSuffixes?: readonly string[];
  /**
   * Phrases that open with a type letter but are words of the sentence: French "a le" in "quel type a le loyer le plus
   * bas ?" (which type has the lowest rent) is the verb, not type A.
   */
  notLetters?: readonly string[];
  /** The unit names as this language's script writes them, so "Блиц" and "بليتز" are Blitz too. */
  names?: Readonly<Partial<Record<UnitKey, readonly string[]>>>;
}

/** What either consultant says about the visitor's contact details (assistant/lead-reply.ts). */
export interface LeadReplies {
  /** Said only once the lead is in the store: the chat route saved it before this reply. */
  stored: (name: string | null, phone: string) => string;
  /** Storing failed: no promise of a call, and a way to reach sales that does not depend on us. */
  notStored: (name: string | null, whatsapp: string, sales: string) => string;
  /** The reference ties a WhatsApp chat or a call back to the lead; the link opens WhatsApp with it already typed. */
  reference: (reference: string, whatsapp: string) => string;
  /** Typed into WhatsApp for the visitor, in their language, so sales see the reference first. */
  whatsappText: (reference: string) => string;
}

/**
 * A turn of the evaluation: the visitor's words and what a right reply holds.
 * Expectations are tokens resolved in the reply's locale ("size:B" is Blitz's
 * size as the cards print it there), "!" before one means it must be absent,
 * and "unknown" means the honest "not confirmed" reply with the sales contact.
 * Any other string must appear as written.
 */
export type EvalTurn = readonly [question: string, expected?: readonly string[]];

/** One language's questions for the offline consultant's evaluation (npm run consultant:eval), grouped by what they test; each group is required. */
export interface ConsultantEval {
  facts: readonly EvalTurn[];
  /** Several facts asked in one message. */
  several: readonly EvalTurn[];
  /** Cheapest, largest, highest yield, "has 3 bedrooms", "at least 2 car parks". */
  superlatives: readonly EvalTurn[];
  comparisons: readonly EvalTurn[];
  typos: readonly EvalTurn[];
  /** Units named "Type A", "B型", "тип С". */
  types: readonly EvalTurn[];
  features: readonly EvalTurn[];
  /** The advertisement particulars: price ranges, permit and licence, completion, tenure. */
  particulars: readonly EvalTurn[];
  /** Facts nobody has published: every reply must be the honest unknown. */
  unknowns: readonly EvalTurn[];
  /** Conversations: each turn sees the earlier ones as history, as the chat route passes them. */
  followUps: readonly (readonly EvalTurn[])[];
}

// ---------------------------------------------------------------------------
// Reading the qualification
// ---------------------------------------------------------------------------

/**
 * One language's words for reading qualification answers. Phrases use the
 * small syntax of `phraseSource` (leads/qualification/text.ts): `stem*`, `a|b`, `optional?`, `…`
 * for a short gap, and placeholders in capitals. All languages are merged
 * when reading, because visitors mix them; the visitor's own language only
 * wins where two languages disagree (Spanish "mil" is a thousand).
 */
export interface QualificationWords {
  clauses: {
    /** Openers that make a clause a question or a request for information ("how", "tell me"). */
    questionStarts: readonly string[];
    /** Words that make a clause a question wherever they stand (吗, क्या, ли). */
    questionMarkers: readonly string[];
    /** First-person openers: a "?" after "I'm Singaporean" does not make it a question. */
    statementStarts: readonly string[];
    /** "if": what follows supposes rather than states (Spanish "sí", yes, is told apart by its accent). */
    conditionals: readonly string[];
    negations: readonly string[];
    /** Negations written after the word they negate. */
    negationsAfter?: readonly string[];
    /** Not done yet ("applying for", "waiting for"): an approved loan or an MM2H visa still to come. */
    pending: readonly string[];
    /** Blanked before reading: phrases that contain a slot's word without meaning it ("cash flow"). */
    ignore: readonly string[];
    /** "but": starts a new clause. */
    conjunctions: readonly string[];
    /** Dropped at the start of a clause: "and", "so", "well". */
    fillers: readonly string[];
  };
  /** `phrases` count in any statement; `answers` only as the reply to the purpose question. */
  purpose: Record<Purpose, { phrases: readonly string[]; answers?: readonly string[] }>;
  financing: Record<Financing, { phrases: readonly string[]; answers?: readonly string[] }>;
  timeline: {
    /** Fixed expressions and the months they mean; `answerOnly` ones are too common elsewhere ("now"). */
    phrases: readonly { words: readonly string[]; months: number; answerOnly?: boolean }[];
    /** With N (a number or range) and U (week, month or year): "within N U". */
    templates: readonly string[];
    units: Record<"week" | "month" | "year", readonly string[]>;
    /** A visit or a call ("I'll visit in 2 weeks") is not a purchase: its clause gives no timeline… */
    visit: readonly string[];
    /** …unless it also speaks of buying. */
    buy: readonly string[];
  };
  /** Number words: "three" 3, "a" 1, "half" 0.5 (as in "half a year"). */
  numbers: Readonly<Record<string, number>>;
  budget: {
    /**
     * Words that make a figure the visitor's budget ("budget", "can afford"). Without one, a
     * figure counts only with a bound ("under 800k"), as a short fragment ("RM 900,000") or
     * as the answer to the budget question, so "my friend paid 900k" is no budget.
     */
    cues: readonly string[];
    /** Before the amount: "under", "around", "at least". */
    before: Record<BudgetBound, readonly string[]>;
    /** After the amount: "or less", 以内, "and above". */
    after: Record<BudgetBound, readonly string[]>;
    /** A monthly figure: "a month", 月供. */
    monthly: readonly string[];
    /** Multipliers written after a number: k, million, juta, 万, लाख. */
    scales: Readonly<Record<string, number>>;
    /** Currency symbols, codes and names (before or after the number) and their ISO 4217 code. */
    currencies: Readonly<Record<string, string>>;
    /** Whole amounts in words: "half a million". */
    amounts?: Readonly<Record<string, number>>;
    /** "800k to 1m": the words between two ends of a range. */
    rangeJoiners: readonly string[];
    /** Words right after a number that make it something else: sq ft, bedrooms, %, years. */
    notMoney: readonly string[];
  };
  unit: {
    /** "I like", "prefer": with exactly one unit named in the clause, that unit is the preference. */
    preference: readonly string[];
    /** "looking for": with a description that fits one unit ("a corner unit with 3 bedrooms"). */
    want: readonly string[];
    corner: readonly string[];
    intermediate: readonly string[];
    /** With N: "N bedroom*". */
    bedrooms: readonly string[];
  };
  nationality: {
    /** With C (a country's name), D (a demonym) or E (a demonym that may be ethnicity, used only with citizen or passport). */
    templates: readonly string[];
    /** Demonyms by ISO 3166-1 alpha-2 code; stems allowed (`malaisien*`). */
    demonyms: Readonly<Partial<Record<string, readonly string[]>>>;
    /** Demonyms that also name an ethnicity ("Chinese" in Malaysia), used only in E. */
    ethnic?: Readonly<Partial<Record<string, readonly string[]>>>;
    /** Other names of countries than Intl's ("USA", 大马, Эмираты). */
    aliases?: Readonly<Partial<Record<string, readonly string[]>>>;
    /** As an answer to the nationality question: "local" means the development's own country. */
    local: readonly string[];
  };
  /** "the first one", "the second", "the third": the offered options in the order asked. */
  ordinals: readonly [readonly string[], readonly string[], readonly string[]];
}

/** A question and the three answers it offers, in the order of the slot's values (leads/qualification/questions.ts). */
export interface OfferedQuestion {
  text: string;
  offers: readonly [string, string, string];
}

/**
 * One question per qualification slot, each phrased as help and offering the
 * answers we can read back. Offers stand for, in order: own stay, holiday home,
 * investment; now, within 3 months, within 12; cash, loan, approved loan;
 * Malaysian, Singaporean, MM2H.
 */
export interface QualificationQuestions {
  /** "Ardentz, Blitz or Cares", as each language asks a choice; names come from the content module. */
  or: { between: string; last: string };
  purpose: OfferedQuestion;
  /** `choice` is the unit names joined with `or`. */
  unit: (choice: string) => string;
  timeline: OfferedQuestion;
  budget: string;
  financing: OfferedQuestion;
  nationality: OfferedQuestion;
}

// ---------------------------------------------------------------------------
// Viewings
// ---------------------------------------------------------------------------

/** Part of a day a visitor names without a time: "Monday morning". */
export type PartOfDay = "morning" | "afternoon" | "evening";

export type Replacer = (match: string, ...groups: string[]) => string;

/**
 * The words a visitor uses to ask for a viewing. chrono-node reads the dates
 * and times; these only say whether a message is about a visit, which part of
 * the day it names, which offered slot it picks, and rewrite the few forms
 * chrono misreads (or has no parser for) into ones it reads.
 */
export interface ViewingWords {
  parser: chrono.Chrono;
  /** Applied in order before parsing. */
  rewrites: readonly [RegExp, string | Replacer][];
  /** "Good evening" greets; it names no part of the day. Removed before reading. */
  greetings: RegExp;
  /** A visit, viewing or appointment is asked for. */
  intent: RegExp;
  /** The visitor wants a call back, not a visit: a bare day and time then is no booking. */
  callback: RegExp;
  partOfDay: readonly [PartOfDay, RegExp][];
  /** "first" … "fifth": the offered slot at that index. */
  ordinals: readonly RegExp[];
  last: RegExp;
  /** Words before a bare number that picks an offered slot ("option 2"), as a regular-expression alternation. */
  choiceWords: string;
  /** Courtesies a bare choice may end with ("2 please"), as a regular-expression alternation. */
  politeWords: string;
}

type Text = (value: string) => string;

/** What the consultant says about a viewing: a booked slot, the nearest open slots, a day's open slots. */
export interface ViewingPhrases {
  /** `w` is the slot ("Saturday 28 November at 11:00"). */
  booked: Text;
  noted: Text;
  closed: string;
  /** `n` is a duration ("2 hours") in the language. */
  tooSoon: Text;
  /** `n` is a number of days ("60 days") in the language. */
  tooFar: Text;
  past: string;
  /** `h` is the opening hours ("daily 10:00–18:00"). */
  open: Text;
  daily: Text;
  /** Opening to closing time, as the language says a span of hours. */
  range: (open: string, close: string) => string;
  /** Between the first and last day of a span of weekdays; "–" unless given. */
  daySpan?: string;
  /** Between the groups of opening hours; ", " unless given. */
  listSeparator?: string;
  nearest: string;
  /** `d` is the day ("Saturday 28 November"). */
  dayOpen: Text;
  which: string;
  /** Said only when no slot at all is open within the booking window. */
  noneOpen: string;
}

/** How the gallery's calendar writes dates and durations in the language. */
export interface DateStyle {
  /** The tag Intl formats dates with, when not the locale's own (Malaysian English writes the day before the month). */
  tag?: string;
  /** Adjusts Intl's day of the month where the language writes it otherwise (French "1er décembre", not "1 décembre"). */
  day?: (text: string) => string;
  /** Adjusts Intl's "2 hours" ("2小时" becomes "2 小时", as messages/GLOSSARY.md asks). */
  duration?: (text: string) => string;
  /**
   * A slot as the language says a day and a time together, when Intl's joint form does not read
   * well inside a sentence (Malay "Sabtu, 28 November pada 11:00" after "ditempah pada …"), and
   * always when the language's clock (language/clock) is not Intl's "11:00" ("samedi 28 novembre à 11 h").
   */
  slot?: (day: string, time: string) => string;
}

// ---------------------------------------------------------------------------
// How the consultants speak, and the checks on the model's replies
// ---------------------------------------------------------------------------

/** The ideas messages/GLOSSARY.md gives one fixed word (its Terms table's Concept column) that the consultants use. */
export type GlossaryConcept =
  | "sales gallery"
  | "corner unit"
  | "intermediate unit"
  | "anchor tenant / hotel partner"
  | "installment (monthly)"
  | "rental yield"
  | "car park"
  | "bedroom"
  | "bathroom"
  | "unit (the home)"
  | "viewing"
  | "WhatsApp"
  | "Kuantan"
  | "Pahang"
  | "Malaysia";

/** How the brand speaks in a language: what the model is told, and what any consultant's words follow. */
export interface LanguageStyle {
  /** The model's instruction to answer in this language, written in it: models follow an instruction best in the language they must answer in. */
  instruction: string;
  /** How the visitor is addressed and the language is written, told to the model in English ("usted, never tú"). */
  register: string;
  /** The site's one word for each idea, as messages/GLOSSARY.md's Terms table gives it. */
  glossary: Readonly<Record<GlossaryConcept, string>>;
}

/** What only the site may say, never the model: a promise of a call, a reservation, a discount, a return, or stock. */
export type ClaimKind = "callBack" | "reservation" | "discount" | "guarantee" | "stock";

/** What a figure measures, read from the word after it. */
export type Measure = "percent" | "sqft" | "sqm" | "minute" | "hour" | "day" | "week" | "month" | "year" | "km" | "metre" | "mile";

/**
 * The words that let the server check each sentence of a model's reply before a visitor
 * sees or hears it (assistant/guard). Every language's words are looked for in every
 * sentence, as a model may answer in another language than the page's.
 *
 * Claims are phrases in a small syntax: words separated by spaces, `stem*`, `(a|b)`,
 * `x?` for an optional letter or group, and `…` for a gap of up to three words (in
 * Chinese, a few characters). They are folded like visitors' text (lower case, no accents).
 */
export interface GuardWords {
  claims: Record<ClaimKind, readonly string[]>;
  /**
   * A money figure said never to move, whose own negation is the claim ("the yield won't change",
   * "доходность не изменится"): a guarantee, denied only by a negation before or after it.
   */
  unchanging?: readonly string[];
  /** Words that deny what follows within two words ("not guaranteed", "keine Garantie", "不保证"). */
  negations: readonly string[];
  /** Words that deny what comes just before them (Hindi "गारंटी नहीं"). */
  negationsAfter?: readonly string[];
  /** Words that make a discount the Bumiputera discount of the particulars, a published fact. */
  bumiputera: readonly string[];
  /** Words after a figure that say what it measures ("sq ft", "минут", "平方米"). */
  measures: Partial<Record<Measure, readonly string[]>>;
  /** Words before a figure that make it a percentage (Chinese 百分之). */
  percentBefore?: readonly string[];
  /** Number words that count before a measure or a scale ("ten percent", "a million"), besides the qualification reader's. */
  numbers?: Readonly<Record<string, number>>;
  /** A quarter of a year, by its number ("third quarter", "第三季度"): a date the fact sheet gives only through its completion date. */
  quarters?: Readonly<Record<string, number>>;
  /** Words that are a count and a measure at once (Arabic duals: سنتين, two years). */
  counted?: Readonly<Record<string, readonly [number, Measure]>>;
  /** Cardinal numbers in words, read and checked like digits ("nine hundred thousand", "neuf cent mille"). */
  numberWords: NumberWords;
  /** What the site does not know, and how a sentence says it does not know it. */
  notKnown: NotKnownWords;
  /** The rooms a count may be of, after a number: a sentence naming one unit must give that unit's count. */
  rooms: Readonly<Record<RoomKind, readonly string[]>>;
  /** The honest sentences that replace a failing one, with the sales team's WhatsApp chat and phone. */
  replies: {
    /** A figure the fact sheet does not hold. */
    noFigure: (whatsapp: string, phone: string) => string;
    /** A fact the site does not have: a school nearby, the maintenance fee, the hotel's share of the rent. */
    noFact: (whatsapp: string, phone: string) => string;
    /** A promise only the sales team can make. */
    noPromise: (whatsapp: string, phone: string) => string;
  };
}

/**
 * A language's cardinal numbers for the guard's word reader (assistant/guard/number-words.ts).
 * Words add up ("twenty" "eight"); multipliers multiply what comes before them ("hundred",
 * "ribu", "लाख"). Several words of one entry are written with spaces or hyphens.
 */
export interface NumberWords {
  words: Readonly<Record<string, number>>;
  multipliers: Readonly<Record<string, number>>;
  /** Words that are numbers only beside another number word or before a measure ("one of us", "une", "neuf" as new). */
  weak: readonly string[];
  /** Words between two parts of one number ("hundred and five", "acht-und-zwanzig", Arabic "و" before a word). */
  joiners: readonly string[];
  /**
   * Forms of a multiplier that only follow their count ("две тысячи"): said first, the count after them is a rough
   * one, and multiplies them ("тысячи три", about three thousand; not one thousand and three).
   */
  countAfter?: readonly string[];
  /**
   * How a half is said with a number of thousands: between the count and the multiplier ("three and a half
   * thousand", "три с половиной тысячи"), before the count ("साढ़े तीन हज़ार") or after the multiplier ("ثلاثة آلاف ونصف").
   */
  halves?: { between?: readonly string[]; before?: readonly string[]; after?: readonly string[] };
}

/** The rooms the fact sheet counts for each unit. */
export type RoomKind = "bedrooms" | "bathrooms" | "carParks";

/**
 * What the site does not know (the model's "Not known" line, assistant/prompts/fact-sheet.ts):
 * the optional facts while nobody has filled them in (maintenance fee, furnishing, parking),
 * and what the fact sheet never holds.
 */
export type NotKnownTopic =
  | "maintenanceFeePerSqft"
  | "furnishing"
  | "parking"
  | "amenities"
  | "distance"
  | "rentalTerms"
  | "financing"
  | "foreignBuyers"
  | "unitPlacement";

/**
 * A sentence naming a topic the site does not know states a fact a model can only have
 * guessed, unless it also says it does not know or refers the visitor to the sales team.
 * Words in the guard's phrase syntax (assistant/guard/phrases.ts).
 */
export interface NotKnownWords {
  topics: Readonly<Record<NotKnownTopic, readonly string[]>>;
  /** Words saying the site does not know ("not confirmed", "不知道"): they cover the topic of their clause. */
  hedges: readonly string[];
  /** Words sending the visitor to the sales team: they cover only a topic after them in their clause ("our sales team can tell you about financing"). */
  referrals?: readonly string[];
}

/** One invented sentence of the scripted model, by what it invents. */
export type LieKind = "price" | "return" | "completion" | "stock" | "callBack" | "discount" | "reservation" | "spelled" | "notKnown";

/**
 * The lying model's evaluation (npm run consultant:eval:online): a question in the language, the
 * true sentences a reply may hold (each must reach the visitor) and invented ones of every kind
 * (none may reach the visitor).
 */
export interface GuardEval {
  cases: readonly { question: string; truths: readonly string[]; lies: readonly (readonly [LieKind, string])[] }[];
}

// ---------------------------------------------------------------------------
// The pack
// ---------------------------------------------------------------------------

export interface LanguagePack {
  /** Between two sentences the server puts together; a space unless given (Chinese sentences follow each other without one). */
  sentenceGap?: string;
  /** The offline consultant's keywords. */
  keywords: KeywordSet;
  /** The offline consultant's answers from the unit figures. */
  answers: Phrases;
  /** The offline consultant's answers beyond the unit figures. */
  knowledge: KnowledgePhrases;
  /** The offline consultant's answers from the advertisement particulars. */
  particulars: ParticularsPhrases;
  unitWords: UnitWords;
  /** Said when the visitor only answered our question: a short thanks, then the next question or nothing. */
  acknowledge: string;
  /** How the consultants address the visitor and which words they use; the model's language instruction. */
  style: LanguageStyle;
  /** The words the server checks a model's sentences with, and the honest sentences that replace a failing one. */
  guard: GuardWords;
  leadReplies: LeadReplies;
  /** The training objection: how a visitor says it, and how the consultant confirms it. */
  privacy: PrivacyWords;
  qualification: QualificationWords;
  questions: QualificationQuestions;
  viewing: { words: ViewingWords; phrases: ViewingPhrases };
  dates: DateStyle;
  speech: {
    /** eSpeak voice, from the package's `--voices` list (base codes: see speech/espeak.ts). */
    espeakVoice: string;
    /** The language's name in English, for speech models that take instructions. */
    name: string;
  };
  /** The questions the offline consultant's evaluation asks in this language: a language is done when they pass. */
  consultantEval: ConsultantEval;
  /** The scripted lying model's replies in this language: none of their invented sentences may reach a visitor. */
  guardEval: GuardEval;
}
