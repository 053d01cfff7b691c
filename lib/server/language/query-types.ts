import "server-only";
/**
 * One language's words for the offline consultant's query reader (lib/server/assistant/offline/query): what turns
 * a question into a query over the unit table (limits, rankings, yearly sums, square metres, differences), what
 * marks a message the consultant must decline, and how it says the answers. The reader merges every language's
 * words, as visitors mix languages; a language adds its words here and no code.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/** A unit figure a query filters, ranks or works out: the consultant's dimensions, bedrooms for "rooms". */
export type QueryAttribute = "size" | "price" | "rental" | "yield" | "rooms" | "carParks";

/** How a limit holds: at most, at least, exactly. */
export type Bound = "max" | "min" | "exact";

/** What the consultant declines: a question beyond the property, an attempt to change its rules, advice, a promise of returns, a discount. */
export type RefusalKind = "injection" | "guarantee" | "discount" | "advice" | "offTopic";

/** Everything a reply may need about a unit, already written in the reply's language. */
export interface Said {
  name: string;
  /** The figure with its unit word ("RM4,841 a month", "790 sq ft", "7.1%"). */
  value: string;
}

export interface QueryPhrases {
  /** What a list of units is called, as the subject of a scope: "corner units", "intermediate units", "units". */
  units: Record<"corner" | "intermediate" | "all", string>;
  /** A count limit: "at least 2 car parks", "2 bedrooms". */
  count: (what: "rooms" | "carParks", bound: Bound, n: number) => string;
  /**
   * A limit on a figure, the amount as the visitor wrote it: "an installment up to RM3,000 a month", "a yield of
   * more than 7%". `strict`: the figure itself is outside the limit ("more than", "under"), not inside it ("at least").
   * `yearly`: a money limit over a year ("a rent under RM40,000 a year").
   */
  amount: (
    /** "sellingPrice": the price a unit sells for, not its monthly installment ("a selling price up to RM900,000"). */
    what: "price" | "rental" | "size" | "yield" | "sellingPrice",
    bound: Bound,
    amount: string,
    strict: boolean,
    yearly: boolean,
    /** A size the visitor gave in square metres, quoted back in them. */
    metres?: boolean,
  ) => string;
  /** The units a ranking or a list looked at: "corner units with at least 2 car parks". */
  scope: (units: string, conditions: readonly string[]) => string;
  /**
   * The units left once some are left out ("except Ardentz", "not the most expensive"): "the other units", "其他户型".
   * The reply names only what it found: the visitor knows what they left out.
   */
  others: (units: string) => string;
  /** A ranking that says what it ranked by and among which units; `label` is the consultant's "Lowest monthly installment". */
  ranked: (label: string, scope: string, winners: string, value: string) => string;
  /** The first `n` units of an order the visitor asked only the top of ("top two only"), each with its figure. */
  top: (n: number, items: readonly Said[]) => string;
  /** The units that meet the limits, each with the figure asked. */
  fits: (scope: string, items: readonly Said[]) => string;
  /** No unit meets the limits. */
  none: (scope: string, phone: string) => string;
  /** A monthly figure over a year. */
  yearly: (name: string, what: "price" | "rental", yearly: string, monthly: string) => string;
  /** A size in square metres beside the square feet it comes from. */
  squareMetres: (name: string, sqft: string, squareMetres: string) => string;
  /** The nouns a difference names: "Monthly installment", "Rent over a year". */
  nouns: Record<QueryAttribute | "yearlyPrice" | "yearlyRental" | "squareMetres", string>;
  /** The gap between two units with its unit word: "RM1,783 a month", "0.1 percentage points". */
  gap: (what: QueryAttribute | "yearlyPrice" | "yearlyRental" | "squareMetres", value: string) => string;
  /** "Monthly installment: Ardentz RM4,841 a month, Cares RM3,058 a month; a difference of **RM1,783 a month**." */
  difference: (noun: string, higher: Said, lower: Said, gap: string) => string;
  /** Short, polite, and back to the property; `phone` is the sales line where a person can help. */
  refusal: Record<RefusalKind, (project: string, phone: string) => string>;
  /** Below the reader's confidence: says so, says what it can answer, offers the sales line. */
  notSure: (project: string, phone: string) => string;
}

export interface QueryWords {
  /** A sum over a year: "per year", "annual", "setahun", "一年". */
  yearly: readonly string[];
  /** Square metres: "sq m", "m²", "平方米". */
  squareMetres: readonly string[];
  /** Words that ask the gap between two units on their own: "difference", "how much more". */
  difference: readonly string[];
  /**
   * "More" or "less" a few words after "how much", with a figure's word between: "how many sq ft more", "多几平方英尺",
   * "كم قدم مربع زيادة". Between two units named, a gap.
   */
  moreAfter: readonly string[];
  /** Comparatives ("more", "plus", "больше") that ask a gap together with a `howMuch` word. */
  comparative: readonly string[];
  /**
   * Words that start a second question in the same message, about what the first one finds: "and" in "which is
   * cheapest and what's its rent?", "और", "وما". Punctuation between clauses needs no word.
   */
  also: readonly string[];
  /** "How much", "combien", "сколько". */
  howMuch: readonly string[];
  corner: readonly string[];
  intermediate: readonly string[];
  /** The land the project stands on: beside a word for renting ("is the land leased?") it asks the tenure. */
  land: readonly string[];
  /**
   * A ranking by how many units of a type are built, most first or fewest first: "the most units", "建得最多",
   * "am wenigsten gebaut". Each phrase holds its ranking word, so "the most bedrooms" ranks no count of units.
   */
  /** A negation that only asks yes or no: "ada tak" (is there), "corner or not": it turns nothing around. */
  yesNo: readonly string[];
  /**
   * Words that say the unit is bought to let: "to rent out", "para alquilar", "чтобы сдавать". They state a purpose,
   * so their rental word asks no rent where the message names another figure ("… what yield?").
   */
  letting: readonly string[];
  mostUnits: readonly string[];
  fewestUnits: readonly string[];
  /** A limit from above, before or after an amount: "under", "up to", "max", "以内". */
  under: readonly string[];
  /**
   * Words that pick a group to rank within, where a limit word opens them: "unter denen mit zwei Schlafzimmern" is
   * among those with two bedrooms, not under two.
   */
  among: readonly string[];
  /**
   * A need stated beside a count: "we need 3 bedrooms" wants at least three. Only counts: "need RM3,000" says nothing
   * of which way the amount limits.
   */
  need: readonly string[];
  /** The visitor's household described, not a unit: the size word in "a big family", "عائلتي كبيرة" asks no size. */
  household: readonly string[];
  /** Words that make a need no floor: "we only need 2 bedrooms", "exactly 2 car parks" want those counts, not more. */
  only: readonly string[];
  /**
   * Words that make a count describe the unit wanted, so no need makes a floor of it: "need a corner unit with two
   * bedrooms" (not "need two bedrooms"). Said right before the count ("with", "с", "mit") or right after what it
   * counts ("2 bedroom wala").
   */
  describing: readonly string[];
  /** Words that ask when: "when do they promise to hand it over?" asks a date, not a guaranteed return. */
  when: readonly string[];
  /**
   * Words that rank within the units the conversation spoke of last, not all of them: "of those two, which is
   * cheaper?", "из них", "这两个哪个大". Without earlier units they point at nothing and every unit is ranked.
   */
  ofThose: readonly string[];
  /**
   * Words for the unit the conversation has not spoken of yet: "and the other corner one?", "另外那个边间呢？",
   * "¿y la otra esquina?". The units spoken of so far are left out of what the message asks.
   */
  other: readonly string[];
  /**
   * The unit pointed at by its size among the others: "¿y la otra esquina, la pequeña?", "the other one, the bigger
   * one?". Beside "other" it picks a unit and asks nothing of its size; the figure asked before is kept.
   */
  smallOne: readonly string[];
  /**
   * A size said as a description of the unit meant, with no unit named: "yg corner lagi kecik sikit tu pulak?", "Et
   * l'autre deux-chambres, un peu plus grand ?". It points at the unit nearest in size on that side of the one spoken
   * of, and asks what was asked of it.
   */
  smaller: readonly string[];
  bigger: readonly string[];
  /**
   * Words that ask every unit in order rather than the first alone: "rank them by rent, highest first", "ordéname de
   * menor a mayor", "从高到低", "رتّب … من الأكبر إلى الأصغر". The ranking word beside them says which way.
   */
  order: readonly string[];
  /**
   * Words that, beside a count, ask the first few of an order: "top two only", "Топ-2 по доходности", "只要前两名".
   * With no ranking word the order is highest first.
   */
  top: readonly string[];
  bigOne: readonly string[];
  /** A date asked by its year: "租约到哪一年", "until which year is the lease?". Its "year" asks no sum over one. */
  whichYear: readonly string[];
  /**
   * The visitor's cars, as counted: "we have 3 cars" wants at least three car parks. A word inside one of the
   * consultant's car-park words ("tempat letak kereta") is that word's.
   */
  cars: readonly string[];
  /** A limit from below: "over", "above", "more than". */
  over: readonly string[];
  /**
   * A range of two amounts, "between RM2,900 and RM3,100", "от 3000 до 3500", "3000 से 3500 के बीच": the words that open
   * or close it (`between`), those that join its ends on their own ("to", "bis", "到"; a dash needs none), and those
   * that join them only beside a `between` word ("and", "und", "和").
   */
  range: { between: readonly string[]; to: readonly string[]; and: readonly string[] };
  /** Of the `under` and `over` words (and the consultant's "at least" words), those that leave the figure itself out: "more than", "under". */
  strict: readonly string[];
  /**
   * Words that turn the limit after them around: "don't want to pay more than 3.5k" is a ceiling. A limit that
   * holds its own negation ("not more than") is in `under` or `over` as a whole.
   */
  negation: readonly string[];
  /** Of those, the ones that follow what they turn around, as Hindi's do: "कॉर्नर वाला नहीं चाहिए" refuses the corner. */
  negationAfter: readonly string[];
  /**
   * Words that leave the unit named after them out ("except", "other than", "кроме", "除了"), and those that leave
   * out the unit named before them ("के अलावा", "को छोड़कर"). A negation just before a name does too: "pas l'Ardentz".
   */
  except: { before: readonly string[]; after: readonly string[] };
  /**
   * Subjects the fact sheet says nothing about (units left unsold, a balcony, pets): a question naming one gets the
   * honest "not sure" with the sales line, never a unit's figures that answer something else.
   */
  unknown: readonly string[];
  /** Words that ask a dimension ("how long", "how deep", "多大"): of a facility, the site publishes none. */
  measure: readonly string[];
  /** Words that make an amount a monthly budget, so a ceiling on the installment: "budget", "afford". */
  budget: readonly string[];
  /** Currency words written beside an amount: "ringgit", "رينغيت". */
  currency: readonly string[];
  /** Words that make an amount a sum paid or earned each month, so money, not an area: "a month", "每月", "im Monat". */
  monthly: readonly string[];
  /** Number words the consultant's keywords lack (duals, declensions): "двумя" 2, "غرفتي" 2. */
  numbers: Readonly<Record<string, number>>;
  /** Words that ask something, so a message stating a purpose still gets its answer: "what", "berapa", "多少". */
  asks: readonly string[];
  /** How this language names the nine languages ("English", "inglés", "英文"), for "please answer in …". */
  languageNames: Readonly<Partial<Record<LocaleCode, readonly string[]>>>;
  /** "Answer", "reply", "用…回答": with a language's name, a request to be answered in it. */
  replyIn: readonly string[];
  /** Short everyday words of the language as written in Latin letters (Hinglish for Hindi): they tell which language a message is in. */
  markers: readonly string[];
  phrases: QueryPhrases;
}
