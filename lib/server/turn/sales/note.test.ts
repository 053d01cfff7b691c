import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { slotQuestion } from "@/lib/server/turn/qualification/questions";
import { salesNote } from "./note";
import { EMPTY_SALES_STATE } from "./state";

const asking = { state: EMPTY_SALES_STATE, viewing: null, answered: false, alsoAsks: false, question: "purpose" as const };
const note = (message: string, page: "en" | "zh", history: { role: "user" | "assistant"; content: string }[] = []) =>
  salesNote(asking, { message, history, page, haveContact: false, objected: false });

describe("salesNote", () => {
  it("asks its question in the language the visitor asked to be answered in", () => {
    expect(note("Please answer in English: how big is Blitz?", "zh").question).toBe(slotQuestion("purpose", "en"));
  });

  it("keeps that language for the rest of the conversation", () => {
    const history = [
      { role: "user" as const, content: "请用英文回答" },
      { role: "assistant" as const, content: "Sure." },
    ];
    expect(note("Blitz 多大？", "zh", history).question).toBe(slotQuestion("purpose", "en"));
  });

  it("asks in the language the message is written in, else the page's", () => {
    expect(note("Какая доходность у Blitz?", "en").question).toBe(slotQuestion("purpose", "ru"));
    expect(note("Blitz 多大？", "zh").question).toBe(slotQuestion("purpose", "zh"));
  });

  it("confirms an objection in the reply's language too", () => {
    const objected = salesNote(asking, {
      message: "Answer in English please",
      history: [],
      page: "zh",
      haveContact: false,
      objected: true,
    });
    expect(objected.privacy).toBe(LANGUAGES.en.privacy.trainingObjected);
  });
});
