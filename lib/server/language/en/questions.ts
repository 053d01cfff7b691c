import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: ", ", last: " or " },
  purpose: {
    text: "To suggest the right unit, is it for your own stay, a holiday home or an investment?",
    offers: ["your own stay", "a holiday home", "an investment"],
  },
  unit: (choice) => `Which of our Kuantan residences catches your eye: ${choice}?`,
  timeline: {
    text: "So we can plan around you, when are you hoping to buy: right away, within a few months, or next year?",
    offers: ["right away", "within a few months", "next year"],
  },
  budget: "So I can suggest what suits you best, may I ask roughly what budget you have in mind?",
  financing: {
    text: "To help you plan the purchase, will you be paying in cash or with a loan, or is your loan already approved?",
    offers: ["in cash", "with a loan", "your loan already approved"],
  },
  nationality: {
    text: "So I can explain the rules that apply to you, may I ask your nationality or residency: Malaysian, Singaporean, or an MM2H visa holder?",
    offers: ["Malaysian", "Singaporean", "an MM2H visa holder"],
  },
};
