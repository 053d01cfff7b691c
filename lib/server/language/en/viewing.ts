import "server-only";
import * as chrono from "chrono-node";
import { stems, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  // Malaysia writes dates day first: 28/11 is 28 November.
  parser: chrono.en.GB,
  rewrites: [],
  greetings: words("good (?:morning|afternoon|evening|day)"),
  intent: stems(
    "visit|view|viewing|appointment|tour|come|drop (?:by|in)|stop by|pop (?:by|in)|book|schedule|arrange|meet|look around|see (?:it|the|a|your|them|this|unit|show)|show ?(?:unit|flat|room)|sales gallery",
  ),
  callback: stems("call|ring|phone|whats ?app|contact|text me|message me|reach me|e-?mail"),
  partOfDay: [
    ["morning", stems("morning")],
    ["afternoon", stems("afternoon|lunchtime|after lunch")],
    ["evening", stems("evening|tonight")],
  ],
  ordinals: [words("first|1st"), words("second|2nd"), words("third|3rd"), words("fourth|4th"), words("fifth|5th")],
  last: words("last|latest"),
  choiceWords: "option|number|no\\.?|nr\\.?|choice|#",
  politeWords: "please|pls|thanks|thank you",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `Your viewing at the sales gallery is booked for ${b(w)}. Our sales team will confirm it with you by phone.`,
  noted: (w) => `I have noted ${b(w)} for your viewing at the sales gallery. May I have your name and phone number to confirm it?`,
  closed: "I'm afraid that time is outside our opening hours.",
  tooSoon: (n) => `That is a little too soon: we need at least ${n} to prepare your viewing.`,
  tooFar: (n) => `We take viewing bookings up to ${n} ahead.`,
  past: "That time has already passed.",
  open: (h) => `The sales gallery is open ${h}.`,
  daily: (r) => `daily ${r}`,
  range: (o, c) => `${o}–${c}`,
  nearest: "The nearest open times are:",
  dayOpen: (d) => `On ${d}, these times are open for a viewing at the sales gallery:`,
  which: "Which would suit you best?",
  noneOpen: "I could not find an open time in the coming weeks; our sales team will gladly arrange one with you.",
};
