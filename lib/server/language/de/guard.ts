import "server-only";
import type { GuardWords } from "../types";
import { notKnown } from "./not-known";
import { numberWords } from "./number-words";

/** What a model may not promise in German, how German measures a figure, and the honest sentences. */
export const guard: GuardWords = {
  claims: {
    callBack: [
      "(schickt|schicken|sendet|senden|schreibt|schreiben|mailt) ihnen",
      "(wird|werden) ihnen … (schicken|senden|zukommen lassen|schreiben|mailen)",

      "ruft sie … (an|zurück)",
      "(rufen|melden) wir (sie|uns) … (an|zurück|bei ihnen)",
      "(wird|werden) sie … (anrufen|kontaktieren|zurückrufen)",
      "(wird|werden) sich … (melden|bei ihnen melden)",
      "(meldet|melden) sich … bei ihnen",
      "(erhalten|bekommen) (sie)? (einen)? (anruf|rückruf)",
      "(ihre)? (daten|angaben|nummer|kontaktdaten|anfrage) (wurden|sind|wurde|ist) (gespeichert|notiert|weitergeleitet|übermittelt|erfasst|registriert)",
      "(ich habe|wir haben) ihre … (gespeichert|notiert|weitergeleitet|übermittelt|erfasst)",
      // Any later act the team commits to, whatever the wording: only the sales team can keep it.
      "(wir|unser*|jemand) … (rufen|ruft|melden|meldet|schicken|schickt|senden|sendet|schreiben|schreibt|kontaktieren|kontaktiert) (sie|ihnen|uns|sich)",
      "(wir|unser*|jemand) … (werden|wird) … (anrufen|zurückrufen|schicken|senden|zusenden|melden|kontaktieren|schreiben|vorbereiten|bestätigen|mitteilen|zukommen lassen|erstatten|zurückerstatten|zurückzahlen|erlassen|übernehmen|zahlen|bezahlen|geben|anbieten|gewähren|senken|organisieren)",
    ],
    reservation: [
      "(ich habe|wir haben) … (reserviert|vorgemerkt|geblockt|gesichert|zurückgelegt)",
      "(für sie|auf ihren namen) (reserviert|vorgemerkt|geblockt|zurückgelegt)",
      "(ihre)? (reservierung|buchung|besichtigung|termin) (ist|wurde) (bestätigt|gebucht|reserviert|eingetragen)",
      "(ich|wir) (reserviere|reservieren) (ihnen|für sie)",
    ],
    discount: [
      "rabatt*",
      "preisnachlass*",
      "nachlass",
      "skonto",
      "(sonderpreis*|sonderangebot*|sonderkondition*|vorzugspreis*|aktionspreis*)",
      "(spezielle*|exklusive*|besondere*) (preis*|angebot*|konditionen)",
      "aktion",
      "aktionen",
      "kostenlos*",
      "gratis",
      "umsonst",
      "verhandelbar",
      // Money given back or not asked for, by whoever is said to give it.
      "(wir|unser*|der bauträger|der entwickler|das hotel|die verwaltung) … (erstatten|erstattet|zahlen|zahlt) (ihnen)? … zurück",
      "(erstatten|erstattet|erlassen|erlässt) (ihnen)? … (anzahlung|reservierungsgebühr|buchungsgebühr|kaution|gebühr*|kosten)",
      "(anzahlung|reservierungsgebühr|buchungsgebühr|kaution|gebühr*) … (erstattet|erlassen|zurückerstattet|zurückgezahlt)",
      // Erstattbar oder nicht: the site's facts hold no booking terms, so that is the sales team's to say.
      "nicht (rück)?erstattbar*",
      "nicht erstattungsfähig*",
      "(rück)?erstattbar*",
      "erstattungsfähig*",
      "(wird|werden) … (erstattet|zurückerstattet|zurückgezahlt|zurückgegeben)",
      "(bekommen|erhalten|kriegen) … zurück",
      "(übernehmen|übernimmt|zahlen|zahlt) … (umzugskosten|umzug)",
      "(wird|werden) … (anzahlung|reservierungsgebühr|buchungsgebühr|kaution|gebühr*|kosten|umzugskosten) … (erstatten|zurückerstatten|erlassen|zurückzahlen|übernehmen|bezahlen)",
      "(übernehmen|übernimmt|zahlen|zahlt|erlassen|erlässt) … (kosten|gebühren|anwaltskosten|notarkosten|grunderwerbsteuer|stempelsteuer|steuer|möbel)",
    ],
    guarantee: [
      "garantier*",
      "(sichert|sichern|verspricht|versprechen) … (rendite|mieteinnahme*|ertrag|einnahme*)",
      "garantie*",
      "(feste*|gesicherte*|sichere*|fixe*) (rendite|mieteinnahme*|ertrag|erträge|einnahme*|miete)",
      "risikolos*",
      "ohne risiko",
      "(wert|preis|preise|immobilie|wohnung) … (wird|werden) … (steigen|zulegen|sich verdoppeln)",
      "sie (werden|verdienen) … (verdienen|rendite|einnahmen|gewinn*)",
      "wertsteigerung*",
      "passive* einkommen",
      "(ihnen|sie) (sind|ist|bleiben|bleibt) … sicher",
      // Certainty said of a money figure: "die Rendite von 7,2 % ist sicher", "die Mieteinnahmen sind sicher".
      "(rendite*|mietrendite*|mieteinnahme*|miete|mieten|mietertrag*|ertrag|erträge|einnahme*|gewinn*|wertsteigerung*|ausschüttung*) … (ist|sind|bleibt|bleiben|gilt|gelten als) (absolut|völlig|ganz|zu 100 %|100 %|todsicher|fest)? (sicher|gesichert|fest|fix|festgeschrieben|feststehend|stabil|garantiert|bombensicher|in stein gemeißelt|unveränderlich|gewiss)",
      "(rendite*|mietrendite*|mieteinnahme*|miete|mieten|ertrag|erträge|einnahme*|gewinn*) … (steht|stehen) (schon)? fest",
      "(stabile*|feststehende*) (rendite|mieteinnahme*|ertrag|erträge|einnahme*|miete)",
    ],
    stock: [
      "unverkauft*",
      "handvoll",

      "(nur|lediglich) (noch)? … (übrig|verfügbar|frei|zu haben)",
      "(wohnungen|einheiten) (sind)? (noch)? (übrig|verfügbar)",
      "ausverkauft",
      "(letzten|letzte) … (*-)?(wohnungen|einheiten)",
      "(fast|bereits|schon|nahezu) … (verkauft|vergeben|weg)",
      "(verkaufen|verkauft) sich (schnell|rasch)",
      "(wenige|letzte|begrenzte|limitierte) (wohnungen|einheiten|verfügbarkeit)",
      "(hohe|große) nachfrage",
      "(noch|weiterhin) verfügbar",
      "% verkauft",
    ],
  },
  unchanging: [
    "(rendite*|mietrendite*|mieteinnahme*|miete|mieten|ertrag|erträge|einnahme*|gewinn*) … (wird|werden) (sich)? (nicht|nie|niemals) (ändern|sinken|fallen)",
    "(rendite*|mietrendite*|mieteinnahme*|miete|mieten|ertrag|erträge|einnahme*|gewinn*) … (ändert|ändern|sinkt|sinken) (sich)? (nicht|nie|niemals)",
  ],
  negations: ["nicht", "kein", "keine", "keinen", "keiner", "keinem", "keines", "nie", "niemals", "ohne", "weder"],
  negationsAfter: ["nicht", "kein", "keine", "keinen"],
  quarters: {
    "ersten quartal": 1,
    "zweiten quartal": 2,
    "dritten quartal": 3,
    "vierten quartal": 4,
    "erstes quartal": 1,
    "zweites quartal": 2,
    "drittes quartal": 3,
    "viertes quartal": 4,
  },
  bumiputera: ["bumiputera", "bumiputra"],
  measures: {
    percent: ["prozent"],
    sqft: ["quadratfuß", "quadratfuss", "sq ft", "sqft", "square feet"],
    sqm: ["m2", "qm", "quadratmeter"],
    minute: ["minuten", "minute", "min"],
    hour: ["stunden", "stunde", "std"],
    day: ["tage", "tagen", "tag"],
    week: ["wochen", "woche"],
    month: ["monate", "monaten", "monat"],
    year: ["jahre", "jahren", "jahr"],
    km: ["km", "kilometer"],
    metre: ["meter", "m"],
  },
  numbers: { fünfzehn: 15, zwanzig: 20, dreißig: 30, fünfzig: 50, hundert: 100 },
  numberWords,
  notKnown,
  rooms: {
    bedrooms: ["schlafzimmer"],
    bathrooms: ["bad", "bader", "badezimmer", "bäder"],
    carParks: ["stellplatz*", "stellplätze", "parkplatz*", "parkplätze"],
  },
  replies: {
    noFigure: (w, p) => `Diese Zahl habe ich nicht; unser Vertriebsteam kann sie Ihnen über [WhatsApp](${w}) oder unter **${p}** nennen.`,
    noFact: (w, p) =>
      `Diese Information habe ich nicht; unser Vertriebsteam kann sie Ihnen über [WhatsApp](${w}) oder unter **${p}** geben.`,
    noPromise: (w, p) =>
      `Das kann ich Ihnen hier nicht zusagen; unser Vertriebsteam sagt Ihnen über [WhatsApp](${w}) oder unter **${p}**, was möglich ist.`,
  },
};
