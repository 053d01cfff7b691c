import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const bound = (x: Bound, what: string) => (x === "max" ? `up to ${what}` : x === "min" ? `at least ${what}` : what);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const query: QueryWords = {
  yearly: ["per year", "a year", "per annum", "annual*", "yearly", "over a year", "in a year", "each year", "every year", "for the year"],
  squareMetres: ["square met*", "sq m", "sq. m", "sqm", "m2", "m²", "metric"],
  difference: ["difference", "how much more", "how much less", "how much bigger", "how much larger", "how much higher", "gap between"],
  comparative: ["more than", "bigger than", "larger than", "higher than", "less than", "cheaper than"],
  howMuch: ["how much", "how many"],
  corner: ["corner*", "end lot", "end unit"],
  intermediate: ["intermediate", "middle unit*", "inner unit*"],
  under: ["under", "below", "up to", "max", "maximum", "at most", "within", "not more than", "no more than", "less than"],
  over: ["over", "above", "more than", "at least", "minimum"],
  budget: ["budget", "afford*", "can pay", "spend"],
  currency: ["ringgit", "rm", "myr"],
  numbers: {},
  asks: ["what", "what's", "whats", "how", "which", "is there", "are there", "does", "do you", "can you", "tell me"],
  refusals: {
    injection: [
      "ignore your",
      "ignore all",
      "ignore previous",
      "ignore the previous",
      "previous instructions",
      "your instructions",
      "system prompt",
      "system note",
      "system message",
      "developer mode",
      "you are now",
      "pretend you",
      "act as",
    ],
    guarantee: ["guarantee*", "guaranteed*", "in writing", "promise*", "assured return*"],
    discount: [
      "discount*",
      "knock",
      "rebate*",
      "lowest price the",
      "better price",
      "best price for me",
      "price down",
      "cheaper if",
      "negotiat*",
      "special price",
    ],
    advice: [
      "should i buy",
      "should i invest",
      "should i wait",
      "buy now or",
      "good investment",
      "worth buying",
      "worth it",
      "your advice",
      "advise me",
      "tax advice",
      "legal advice",
    ],
    offTopic: [
      "weather",
      "restaurant*",
      "recipe*",
      "football",
      "cricket",
      "movie*",
      "exchange rate",
      "joke",
      "poem",
      "homework",
      "cover letter",
      "bitcoin",
      "stock market",
      "school*",
      "beach*",
    ],
  },
  languageNames: {
    en: ["english"],
    ms: ["malay", "bahasa malaysia", "bahasa melayu", "bahasa"],
    zh: ["chinese", "mandarin"],
    hi: ["hindi"],
    ru: ["russian"],
    es: ["spanish"],
    fr: ["french"],
    de: ["german"],
    ar: ["arabic"],
  },
  replyIn: ["answer", "reply", "respond", "speak", "write", "talk", "switch to", "in english please", "english please"],
  markers: `the is are and of for with what what's whats how which does do can could you your please it its this that
    there here in on to me my much many would will much than per`.split(/\s+/),
  phrases: {
    units: { corner: "corner units", intermediate: "intermediate units", all: "units" },
    count: (what, x, n) => bound(x, plural(n, what === "rooms" ? "bedroom" : "car park")),
    amount: (what, x, amount) =>
      what === "size"
        ? `${x === "min" ? "at least" : "up to"} ${amount} sq ft`
        : `${what === "price" ? "an installment" : "a rent"} ${x === "min" ? "of at least" : "up to"} RM${amount} a month`,
    scope: (units, conditions) => (conditions.length ? `${units} with ${conditions.join(" and ")}` : units),
    ranked: (label, scope, winners, value) => `${label} among ${scope}: ${winners}, ${value}.`,
    fits: (scope, items) => `${cap(scope)}: ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}.`,
    none: (scope, phone) => `No unit matches that (${scope}). Our sales team can help on WhatsApp at ${b(phone)}.`,
    yearly: (name, what, yearly, monthly) =>
      `${what === "price" ? "Installments" : "Expected rent"} for ${name} over a year: ${b(yearly)} (${monthly} a month).`,
    squareMetres: (name, sqft, m2) => `${name} is ${sqft} sq ft, about ${b(`${m2} m²`)}.`,
    nouns: {
      size: "Size",
      price: "Monthly installment",
      rental: "Expected monthly rent",
      yield: "Rental yield",
      rooms: "Bedrooms",
      carParks: "Car parks",
      yearlyPrice: "Installments over a year",
      yearlyRental: "Expected rent over a year",
      squareMetres: "Size in square metres",
    },
    gap: (what, v) =>
      ({
        size: `${v} sq ft`,
        price: `RM${v} a month`,
        rental: `RM${v} a month`,
        yield: `${v} percentage points`,
        rooms: `${v} bedrooms`,
        carParks: `${v} car parks`,
        yearlyPrice: `RM${v} a year`,
        yearlyRental: `RM${v} a year`,
        squareMetres: `${v} m²`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} and ${lo.name} ${lo.value}, a difference of ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `I can't change how I work, but I'm happy to help with ${p}: sizes, installments, rents, yields and viewings. Our sales team is on WhatsApp at ${b(phone)}.`,
      guarantee: (p, phone) =>
        `The yields and rents I quote for ${p} are estimates, not guarantees, and I can't promise a return. Our sales team can tell you what the sale documents say, on WhatsApp at ${b(phone)}.`,
      discount: (p, phone) =>
        `I can't offer discounts or negotiate prices for ${p}. Our sales team can tell you about any current offers, on WhatsApp at ${b(phone)}.`,
      advice: (p, phone) =>
        `I can't advise you whether or when to buy; that decision is yours. I can give you the facts of ${p}: sizes, installments, rents and yields. To talk it through, our sales team is on WhatsApp at ${b(phone)}.`,
      offTopic: (p, phone) =>
        `Sorry, I can only help with ${p}: its units, installments, rents, yields, facilities and viewings. For anything else about the project, our sales team is on WhatsApp at ${b(phone)}.`,
    },
    notSure: (p, phone) =>
      `I'm not sure I understood that. I can tell you about ${p}: each unit's size, monthly installment, expected rent, yield, bedrooms and car parks, rank or compare them (for example "cheapest corner unit"), and arrange a viewing. Our sales team can help on WhatsApp at ${b(phone)}.`,
  },
};
