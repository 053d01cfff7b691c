import "server-only";
import type { QualificationWords } from "../types";

/**
 * German, matched without umlauts. "Bar" alone is also a bar, so cash needs "in bar", "bar zahlen" and the like.
 * "Chinese" is left out of the demonyms: in English it is as often an ethnicity (Malaysian Chinese).
 */
export const qualification: QualificationWords = {
  clauses: {
    questionStarts: [
      "was", "wie", "wann", "wo", "welche", "welcher", "welches", "wieviel", "wie viel", "wie viele", "gibt es", "ist", "sind",
      "kann", "konnen", "darf", "hat", "haben sie", "warum", "erzahlen sie", "sagen sie", "erklaren sie", "ich mochte wissen",
      "ich wurde gerne wissen",
    ],
    questionMarkers: [],
    statementStarts: ["ich", "wir", "mein", "meine", "unser", "unsere", "als"],
    conditionals: ["wenn", "falls", "sofern"],
    negations: ["nicht", "kein", "keine", "keinen", "keiner", "ohne", "nie", "niemals"],
    pending: ["beantrag*", "warte", "warten", "hoffe", "werde", "brauche"],
    ignore: ["cashflow", "cash-flow"],
    conjunctions: ["aber", "jedoch", "allerdings", "sondern"],
    fillers: ["und", "also", "ok", "okay", "ja", "gut", "nun", "hallo", "ubrigens", "naja"],
  },
  purpose: {
    "own-stay": {
      phrases: [
        "eigennutzung", "selbst nutzen", "selbst bewohnen", "selbst wohnen", "selbst einziehen", "eigenbedarf", "zum wohnen",
        "zum selbstbewohnen", "hauptwohnsitz", "dort leben", "dort wohnen", "einziehen", "ruhestand", "altersruhesitz", "selbstnutzer",
      ],
      answers: ["wohnen", "selbst", "familie", "leben"],
    },
    "holiday-home": {
      phrases: ["ferienwohnung", "ferienhaus", "ferienimmobilie", "ferienapartment", "zweitwohnsitz", "zweitwohnung", "fur den urlaub", "fur die ferien", "wochenendwohnung"],
      answers: ["urlaub", "ferien", "wochenend*"],
    },
    investment: {
      phrases: [
        "kapitalanlage", "als anlage", "geldanlage", "investition", "investieren", "investor", "anlageobjekt", "renditeobjekt",
        "vermieten", "vermietung", "mieteinnahmen", "zur vermietung",
      ],
      answers: ["anlage", "rendite", "miete*", "vermiet*"],
    },
  },
  financing: {
    cash: {
      phrases: [
        "in bar", "bar zahlen", "bar bezahlen", "bar kaufen", "barzahlung", "barzahler", "bargeld", "ohne kredit", "ohne finanzierung",
        "ohne darlehen", "ohne hypothek", "nur eigenkapital", "aus eigenmitteln", "komplett bezahlen", "voll bezahlen", "kein kredit", "keinen kredit",
      ],
      answers: ["bar"],
    },
    loan: { phrases: ["kredit", "darlehen", "finanzierung", "hypothek", "baufinanzierung", "finanzieren", "immobilienkredit"], answers: ["bank"] },
    "loan-approved": {
      phrases: [
        "kredit … genehmigt", "kredit … bewilligt", "kredit … zugesagt", "darlehen … genehmigt", "darlehen … bewilligt",
        "finanzierung … genehmigt", "finanzierung … steht", "finanzierung … gesichert", "finanzierungszusage",
        "finanzierungsbestatigung", "kreditzusage", "genehmigter kredit", "bewilligter kredit",
      ],
      answers: ["genehmigt", "bewilligt", "zugesagt"],
    },
  },
  timeline: {
    phrases: [
      { words: ["sofort", "umgehend", "so schnell wie moglich", "so bald wie moglich", "schnellstmoglich", "moglichst bald", "moglichst schnell", "ab sofort"], months: 0 },
      { words: ["jetzt", "heute", "diese woche"], months: 0, answerOnly: true },
      { words: ["bald", "demnachst"], months: 3, answerOnly: true },
      { words: ["diesen monat", "in diesem monat"], months: 1 },
      { words: ["nachsten monat", "nachster monat", "im nachsten monat", "kommenden monat"], months: 2 },
      { words: ["in ein paar monaten", "in einigen monaten", "in den nachsten monaten", "in den kommenden monaten"], months: 3 },
      { words: ["in einem halben jahr", "innerhalb eines halben jahres", "im nachsten halben jahr"], months: 6 },
      { words: ["dieses jahr", "noch dieses jahr", "bis ende des jahres", "bis jahresende", "in diesem jahr", "innerhalb eines jahres", "binnen eines jahres"], months: 12 },
      { words: ["nachstes jahr", "nachsten jahr", "im nachsten jahr", "kommendes jahr", "im kommenden jahr"], months: 12 },
    ],
    templates: ["in N U", "innerhalb von N U", "innerhalb N U", "in den nachsten N U", "binnen N U", "in etwa N U"],
    units: { week: ["woche", "wochen"], month: ["monat", "monate", "monaten", "monats"], year: ["jahr", "jahre", "jahren", "jahres"] },
    visit: ["besichtig*", "besuch*", "vorbeikommen", "termin", "anschauen", "ansehen", "melden sie"],
    buy: ["kaufen", "kauf", "erwerben", "investieren", "einziehen"],
  },
  numbers: {
    ein: 1, eine: 1, einem: 1, einen: 1, eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
    zehn: 10, zwolf: 12, "ein paar": 3, einigen: 3, anderthalb: 1.5, eineinhalb: 1.5,
  },
  budget: {
    cues: ["budget", "investieren", "kann ausgeben", "konnen ausgeben", "bereit zu zahlen", "preisrahmen", "preisvorstellung", "ausgeben"],
    before: {
      max: ["unter", "bis zu", "bis", "maximal", "hochstens", "nicht mehr als", "weniger als"],
      min: ["uber", "mindestens", "ab", "mehr als"],
      about: ["etwa", "ungefahr", "rund", "ca.", "ca", "circa", "um die", "zirka"],
    },
    after: { max: ["maximal", "hochstens", "oder weniger"], min: ["oder mehr", "aufwarts", "mindestens"], about: ["ungefahr", "etwa"] },
    monthly: ["pro monat", "monatlich", "im monat", "monatliche", "monatlichen", "monatsrate", "/monat"],
    scales: { tausend: 1e3, tsd: 1e3, "tsd.": 1e3, k: 1e3, mio: 1e6, "mio.": 1e6, million: 1e6, millionen: 1e6, mrd: 1e9 },
    currencies: {
      euro: "EUR", eur: "EUR", ringgit: "MYR", dollar: "USD", "singapur-dollar": "SGD", "singapur dollar": "SGD", franken: "CHF",
      "schweizer franken": "CHF", pfund: "GBP",
    },
    amounts: { "eine million": 1_000_000, "eine halbe million": 500_000, "anderthalb millionen": 1_500_000, "eineinhalb millionen": 1_500_000 },
    rangeJoiners: ["bis", "und"],
    notMoney: ["qm", "m2", "m²", "quadratmeter", "quadratfuss", "fuss", "schlafzimmer", "zimmer", "bad*", "prozent", "monat*", "jahr*", "woche*", "tag*", "etage*", "stellpl*", "parkpl*", "personen", "minuten"],
  },
  unit: {
    preference: [
      "gefallt mir", "mir gefallt", "ich mag", "ich mochte", "ich will", "bevorzuge", "ich nehme", "interessiere mich fur",
      "interessiert mich", "ich wahle", "mein favorit", "ich tendiere zu", "ich entscheide mich fur",
    ],
    want: ["ich suche", "wir suchen", "ich brauche", "ich mochte", "ich will", "wir mochten"],
    corner: ["eckwohnung", "eckeinheit", "eck-einheit", "ecklage"],
    intermediate: ["mitteleinheit", "innenlage"],
    bedrooms: ["N schlafzimmer*"],
  },
  nationality: {
    templates: [
      "ich komme|bin|stamme aus der|den|dem? C", "wir kommen|sind|stammen aus der|den|dem? C", "ich bin D", "wir sind D",
      "D staatsburger*|staatsangehorigkeit|pass|reisepass", "staatsangehorigkeit ist? D",
    ],
    demonyms: {
      MY: ["malaysier", "malaysierin", "malaysisch*"], SG: ["singapurer", "singapurerin", "singapurisch*"],
      CN: ["chinesin", "chinesisch*"], RU: ["russe", "russin", "russisch*"], DE: ["deutscher", "deutsche", "deutsch"],
      AT: ["osterreicher", "osterreicherin", "osterreichisch*"], CH: ["schweizer", "schweizerin", "schweizerisch*"],
      GB: ["brite", "britin", "britisch*", "englander", "englanderin"], US: ["amerikaner", "amerikanerin", "amerikanisch*"],
      IN: ["inder", "inderin", "indisch*"], ID: ["indonesier", "indonesierin", "indonesisch*"], AU: ["australier", "australierin", "australisch*"],
      JP: ["japaner", "japanerin", "japanisch*"], FR: ["franzose", "franzosin", "franzosisch*"],
      NL: ["niederlander", "niederlanderin", "niederlandisch*", "hollander*"], IT: ["italiener", "italienerin", "italienisch*"],
      TR: ["turke", "turkin", "turkisch*"], PL: ["pole", "polin", "polnisch*"],
    },
    aliases: { US: ["usa", "amerika"], GB: ["england", "grossbritannien"], AE: ["emirate", "dubai"] },
    local: ["einheimisch", "einheimischer", "einheimische"],
  },
  ordinals: [
    ["der erste", "die erste", "das erste", "erste", "ersten", "erstes"],
    ["der zweite", "die zweite", "das zweite", "zweite", "zweiten", "zweites"],
    ["der dritte", "die dritte", "das dritte", "dritte", "dritten", "drittes", "der letzte", "die letzte"],
  ],
};
