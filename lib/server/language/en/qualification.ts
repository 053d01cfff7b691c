import "server-only";
import type { QualificationWords } from "../types";

export const qualification: QualificationWords = {
  clauses: {
    questionStarts: [
      "what", "what's", "whats", "which", "how", "when", "where", "who", "why", "is", "are", "was", "were", "do", "does",
      "did", "can", "could", "would", "will", "should", "shall", "may", "is there", "are there", "tell me", "show me",
      "explain", "i want to know", "i'd like to know", "i would like to know", "i wonder", "please tell", "please explain",
      "please share", "send me", "any idea",
    ],
    questionMarkers: [],
    statementStarts: ["i", "i'm", "im", "i am", "i'd", "i'll", "i've", "my", "we", "we're", "our", "as a", "as an"],
    conditionals: ["if", "in case", "assuming", "suppose", "supposing", "unless"],
    negations: ["not", "no", "don't", "dont", "doesn't", "won't", "never", "without", "isn't", "neither", "nor", "nothing"],
    pending: ["apply*", "applied", "waiting", "wait", "planning", "plan", "hope", "hoping", "will", "going", "thinking", "need", "needs", "get", "getting", "once", "until", "want", "if"],
    ignore: ["cash flow", "cashflow", "cash-flow", "cash back", "cashback"],
    conjunctions: ["but", "however", "although", "though"],
    fillers: ["and", "so", "also", "well", "ok", "okay", "yes", "yeah", "yep", "sure", "hi", "hello", "hey", "um", "uh", "oh", "actually", "then", "basically", "honestly"],
  },
  purpose: {
    "own-stay": {
      phrases: [
        "own stay", "own use", "own occupation", "owner occupier", "owner-occupier", "owner occupied", "personal use",
        "to live in", "live in it", "live there", "living there", "stay there", "to stay in", "for living", "my own home",
        "our own home", "family home", "primary residence", "main residence", "main home", "move in", "moving in",
        "relocate*", "to retire", "retire there", "retirement home", "for me to stay", "for us to stay", "for me to live",
        "for us to live",
      ],
      answers: ["stay", "live", "living", "myself", "own", "my family", "family", "home"],
    },
    "holiday-home": {
      phrases: [
        "holiday home", "holiday house", "holiday apartment", "holiday property", "holiday use", "vacation home",
        "vacation house", "vacation property", "second home", "weekend home", "weekend getaway", "getaway", "beach house",
        "for holidays", "for vacations", "for the holidays", "for weekends",
      ],
      answers: ["holiday*", "vacation*", "weekend*", "leisure"],
    },
    investment: {
      phrases: [
        "as an investment", "for investment", "an investment", "investment property", "investment purpose*", "for investing",
        "to invest", "invest in", "investing", "investor", "buy to let", "buy-to-let", "rent it out", "rent … out",
        "to rent out", "renting out", "let it out", "for rental income", "rental purpose*", "passive income", "capital gain*",
      ],
      answers: ["invest*", "rent*", "rental*", "income", "yield", "roi", "returns"],
    },
  },
  financing: {
    cash: {
      phrases: [
        "cash", "pay cash", "paying cash", "cash buyer", "in cash", "full payment", "pay in full", "paying in full",
        "outright", "no loan", "without a? loan", "no mortgage", "without a? mortgage", "no financing", "without financing",
        "self-funded", "own funds",
      ],
    },
    loan: {
      phrases: [
        "loan", "mortgage", "financing", "finance it", "need finance", "bank loan", "home loan", "housing loan", "borrow*",
      ],
      answers: ["bank", "finance"],
    },
    "loan-approved": {
      phrases: [
        "loan … approved", "mortgage … approved", "financing … approved", "approved … loan", "approved … mortgage",
        "approved … financing", "pre-approved", "preapproved", "pre approved", "approval in principle", "loan approval",
        "mortgage in principle", "loan offer", "letter of offer",
      ],
      answers: ["approved", "already approved"],
    },
  },
  timeline: {
    phrases: [
      { words: ["immediately", "right away", "right now", "asap", "as soon as possible", "straight away", "urgently", "buy now", "buying now", "ready to buy now", "ready now"], months: 0 },
      { words: ["now", "today", "this week"], months: 0, answerOnly: true },
      { words: ["soon", "shortly", "quite soon"], months: 3, answerOnly: true },
      { words: ["this month", "within the month", "by the end of the month"], months: 1 },
      { words: ["next month", "by next month"], months: 2 },
      { words: ["in the coming months", "in the next few months", "next few months"], months: 3 },
      { words: ["this year", "end of the year", "end of this year", "by year end", "by year-end", "later this year", "within the year"], months: 12 },
      { words: ["next year", "early next year", "by next year"], months: 12 },
    ],
    templates: ["within N U", "in N U", "in the next N U", "over the next N U", "in about N U", "in around N U", "N U from now", "the next N U", "in N U time"],
    units: {
      week: ["week", "weeks", "wk", "wks"],
      month: ["month", "months", "mth", "mths", "mo", "mos"],
      year: ["year", "years", "yr", "yrs"],
    },
    visit: ["visit", "visiting", "view", "viewing", "come", "coming", "drop by", "appointment", "tour", "meet", "call me", "contact me", "get back", "reply"],
    buy: ["buy", "buying", "purchase", "purchasing", "move in", "invest", "investing", "sign"],
  },
  numbers: {
    a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
    twelve: 12, eighteen: 18, twenty: 20, "twenty four": 24, few: 3, "a few": 3, couple: 2, "a couple": 2, "a couple of": 2,
    "couple of": 2, several: 6, "half a": 0.5, half: 0.5, "one and a half": 1.5, "a year and a half": 18,
  },
  budget: {
    cues: ["budget", "invest", "afford", "can spend", "willing to spend", "willing to pay", "able to pay", "looking to spend", "planning to spend", "price range", "my range", "spend"],
    before: {
      max: ["under", "below", "less than", "up to", "upto", "max", "maximum", "at most", "no more than", "not more than", "not above", "within", "not exceeding", "cap of"],
      min: ["over", "above", "more than", "at least", "minimum", "min", "from", "starting at", "upwards of", "north of"],
      about: ["around", "about", "approx", "approx.", "approximately", "roughly", "circa", "~", "some", "close to", "in the region of", "ballpark"],
    },
    after: {
      max: ["or less", "or below", "or under", "max", "maximum", "at most", "tops", "and below"],
      min: ["or more", "or above", "and above", "plus", "+", "minimum", "at least", "upwards"],
      about: ["or so", "ish", "-ish", "roughly", "approx", "give or take"],
    },
    monthly: ["a month", "per month", "monthly", "/month", "/mo", "per mth", "a mth", "instalment*", "installment*", "each month", "every month"],
    scales: { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mil: 1e6, mill: 1e6, mio: 1e6, mn: 1e6, million: 1e6, millions: 1e6, bn: 1e9, billion: 1e9 },
    currencies: {
      rm: "MYR", myr: "MYR", ringgit: "MYR", ringgits: "MYR", "malaysian ringgit": "MYR",
      sgd: "SGD", "s$": "SGD", "sg$": "SGD", "singapore dollars": "SGD", "singapore dollar": "SGD", "sing dollars": "SGD",
      usd: "USD", "us$": "USD", $: "USD", "us dollars": "USD", "us dollar": "USD", dollars: "USD", dollar: "USD",
      "€": "EUR", eur: "EUR", euro: "EUR", euros: "EUR", "£": "GBP", gbp: "GBP", pounds: "GBP", "pounds sterling": "GBP",
      "hk$": "HKD", hkd: "HKD", "hong kong dollars": "HKD", aud: "AUD", "a$": "AUD", "australian dollars": "AUD",
      cny: "CNY", rmb: "CNY", yuan: "CNY", renminbi: "CNY", jpy: "JPY", yen: "JPY", inr: "INR", "₹": "INR", rupees: "INR",
      rs: "INR", "rs.": "INR", aed: "AED", dirham: "AED", dirhams: "AED", sar: "SAR", riyal: "SAR", riyals: "SAR",
      idr: "IDR", rupiah: "IDR", thb: "THB", baht: "THB", "฿": "THB", bnd: "BND", "brunei dollars": "BND", rub: "RUB",
      "₽": "RUB", roubles: "RUB", rubles: "RUB", chf: "CHF", "swiss francs": "CHF", krw: "KRW", "₩": "KRW",
      cad: "CAD", "c$": "CAD", nzd: "NZD", qar: "QAR", kwd: "KWD", "¥": "CNY",
    },
    amounts: { "half a million": 500_000, "a million": 1_000_000, "one million": 1_000_000, "a quarter million": 250_000, "a million and a half": 1_500_000 },
    rangeJoiners: ["-", "–", "—", "to", "and", "~"],
    notMoney: [
      "sq", "sqft", "sq.ft", "sq. ft", "square", "sf", "psf", "ft", "feet", "foot", "m2", "m²", "sqm", "%", "percent",
      "per cent", "bed", "beds", "bedroom*", "br", "bath*", "room*", "car park*", "carpark*", "parking*", "month*", "year*",
      "yr", "yrs", "week*", "day*", "floor*", "storey*", "minute*", "mins", "km", "people", "person*", "unit*", "times",
      "am", "pm", "o'clock", "star*",
    ],
  },
  unit: {
    preference: [
      "i like", "i love", "i prefer", "prefer", "i'd prefer", "i want", "i'd like", "i would like", "i'm interested in",
      "i am interested in", "interested in", "i'll take", "i will take", "i'd take", "i choose", "i'll go for", "i'd go for",
      "go for", "go with", "going with", "my choice", "my favourite", "my favorite", "leaning towards", "leaning toward",
      "keen on", "i'm looking at", "looking at", "thinking of", "considering", "i'd buy", "i want to buy", "i'll buy",
      "fancy", "set on",
    ],
    want: ["looking for", "i need", "need", "want", "searching for", "after a"],
    corner: ["corner", "end unit", "end lot"],
    intermediate: ["intermediate", "middle unit", "mid unit", "inner unit"],
    bedrooms: ["N bed*", "N br", "N bdr", "N room*", "N bhk"],
  },
  nationality: {
    templates: [
      "i'm|im from C", "i am from C", "we're from C", "we are from C", "originally from C", "i|we come from C",
      "i'm|im … from C", "i am … from C", "citizen|national|citizens|nationals of C",
      "C citizen*|national*|passport*|nationality", "my? nationality is C", "i'm|im a|an? D", "i am a|an? D", "we're D",
      "we are D", "as a|an D", "D citizen*|national*|passport*|nationality", "hold a|an? D passport", "D here",
      "E citizen*|national*|passport*|nationality", "my? nationality is D", "my? nationality is E",
    ],
    demonyms: {
      MY: ["malaysian*"], SG: ["singaporean*", "singaporian*"], HK: ["hongkonger*", "hong konger*"], TW: ["taiwanese"],
      ID: ["indonesian*"], BN: ["bruneian*"], TH: ["thai"], JP: ["japanese"], KR: ["korean*", "south korean*"],
      AU: ["australian*", "aussie*"], NZ: ["new zealander*", "kiwi*"], GB: ["british", "brit", "brits", "scottish", "welsh"],
      US: ["american*"], CA: ["canadian*"], DE: ["german", "germans"], FR: ["french"], ES: ["spanish", "spaniard*"],
      IT: ["italian*"], NL: ["dutch"], CH: ["swiss"], RU: ["russian*"], UA: ["ukrainian*"], KZ: ["kazakh*"],
      AE: ["emirati*"], SA: ["saudi", "saudis", "saudi arabian*"], QA: ["qatari*"], KW: ["kuwaiti*"], OM: ["omani*"],
      BH: ["bahraini*"], EG: ["egyptian*"], JO: ["jordanian*"], LB: ["lebanese"], PK: ["pakistani*"],
      BD: ["bangladeshi*"], PH: ["filipino*", "filipina*"], VN: ["vietnamese"], IE: ["irish"], IR: ["iranian*"],
      TR: ["turkish"], CN: ["mainland chinese"],
    },
    ethnic: { CN: ["chinese"], IN: ["indian*"], GB: ["english"] },
    aliases: {
      US: ["usa", "u.s.a", "the us", "the u.s", "america", "the states", "united states of america"],
      GB: ["uk", "u.k", "the uk", "britain", "great britain", "england", "scotland", "wales"],
      AE: ["uae", "the uae", "emirates", "dubai", "abu dhabi"], HK: ["hong kong"], KR: ["korea", "south korea"],
      SA: ["saudi"], CN: ["mainland china", "prc"], NL: ["holland"], TR: ["turkey"],
    },
    local: ["local", "a local", "local buyer", "locally"],
  },
  ordinals: [
    ["first", "1st", "the first", "first one", "number one", "option one", "option 1"],
    ["second", "2nd", "the second", "second one", "number two", "option two", "option 2", "middle one"],
    ["third", "3rd", "the third", "third one", "last one", "the last", "number three", "option three", "option 3"],
  ],
};
