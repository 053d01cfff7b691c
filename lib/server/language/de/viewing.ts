import "server-only";
import * as chrono from "chrono-node";
import { stems, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  parser: chrono.de.casual,
  rewrites: [],
  greetings: words("guten (?:morgen|tag|abend)"),
  intent: stems(
    "besichtig|besuch|termin|vorbei|anschauen|anzuschauen|ansehen|anzusehen|kommen|verkaufsbüro|musterwohnung|buchen|vereinbaren",
  ),
  callback: stems("anruf|anrufen|ruf|zurückruf|rückruf|telefon|whats ?app|kontakt|melden Sie"),
  partOfDay: [
    ["morning", stems("vormittag|morgens|früh")],
    ["afternoon", stems("nachmittag|mittag")],
    ["evening", stems("abend")],
  ],
  ordinals: [words("erste[nmrs]?"), words("zweite[nmrs]?"), words("dritte[nmrs]?"), words("vierte[nmrs]?"), words("fünfte[nmrs]?")],
  last: words("letzte[nmrs]?"),
  choiceWords: "nummer",
  politeWords: "bitte|danke",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `Ihre Besichtigung im Verkaufsbüro ist für ${b(w)} gebucht. Unser Vertriebsteam bestätigt Ihnen den Termin telefonisch.`,
  noted: (w) =>
    `Ich habe ${b(w)} für Ihre Besichtigung im Verkaufsbüro vorgemerkt. Darf ich Ihren Namen und Ihre Telefonnummer erfahren, um den Termin zu bestätigen?`,
  closed: "Leider liegt diese Zeit außerhalb unserer Öffnungszeiten.",
  tooSoon: (n) => `Das ist etwas zu kurzfristig: Wir benötigen mindestens ${n} Vorlauf, um Ihre Besichtigung vorzubereiten.`,
  tooFar: (n) => `Besichtigungstermine nehmen wir bis zu ${n} im Voraus an.`,
  past: "Dieser Zeitpunkt liegt bereits in der Vergangenheit.",
  open: (h) => `Das Verkaufsbüro ist ${h} geöffnet.`,
  daily: (r) => `täglich ${r}`,
  // "10:00–18:00 Uhr": the span says "Uhr" once, after the closing time.
  range: (o, c) => `${o.replace(/\s*Uhr$/u, "")}–${c}`,
  nearest: "Die nächsten freien Termine:",
  dayOpen: (d) => `Am ${d}, sind diese Termine für eine Besichtigung im Verkaufsbüro frei:`,
  which: "Welcher Termin passt Ihnen am besten?",
  noneOpen: "In den kommenden Wochen ist leider kein Termin frei; unser Vertriebsteam vereinbart gern einen mit Ihnen.",
};
