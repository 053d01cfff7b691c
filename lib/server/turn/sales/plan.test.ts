import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { EMPTY_SALES_STATE, parseSalesState, type SalesState } from "./state";
import { planSalesTurn, type SalesTurnInput } from "./plan";

// Wednesday 25 November 2026, 10:00 in Kuantan.
const NOW = new Date(Date.UTC(2026, 10, 25, 2, 0));
const plan = (message: string, state: Partial<SalesState> = {}, extra: Partial<SalesTurnInput> = {}) =>
  planSalesTurn({ state: { ...EMPTY_SALES_STATE, ...state }, message, language: "en", now: NOW, engaged: false, ...extra });

describe("planSalesTurn", () => {
  it.each([
    ["en", "It is for our own stay, the size of Ardentz please"],
    ["de", "Als Kapitalanlage - die Rendite von Blitz bitte"],
    ["es", "Para invertir; y el alquiler de Cares"],
    ["zh", "自住，Blitz的面积"],
    ["ms", "Untuk duduk sendiri, ansuran Ardentz"],
  ] as const)("hears a question beside an answer: %s %s", (language, message) => {
    const turn = plan(message, {}, { language });
    expect(turn).toMatchObject({ answered: true, alsoAsks: true });
  });

  it.each<[LocaleCode, string, Partial<SalesState>]>([
    ["en", "For investment, in about 6 months.", {}],
    ["de", "Zur Eigennutzung, hallo!", {}],
    ["en", "Blitz.", { pending: "unit" }],
  ])("hears an answer and nothing else: %s %s", (language, message, state) => {
    expect(plan(message, state, { language }).alsoAsks).toBe(false);
  });

  it("asks nothing of a visitor who has only said hello", () => {
    expect(plan("Hello!")).toMatchObject({ answered: false, question: null, viewing: null });
  });

  it("reads answers given unprompted and asks the first missing slot in asking order", () => {
    const turn = plan("It's an investment, within 3 months.");
    expect(turn.answered).toBe(true);
    expect(turn.state.qualification).toEqual({ purpose: "investment", timeline: { withinMonths: 3 } });
    expect(turn.question).toBe("unit");
    expect(turn.state).toMatchObject({ pending: "unit", asked: { unit: 1 }, quietReplies: 0 });
  });

  it("reads a bare reply as the answer to the slot just asked", () => {
    const turn = plan("Cash.", { pending: "financing", asked: { financing: 1 } });
    expect(turn.state.qualification).toEqual({ financing: "cash" });
  });

  it("waits a couple of replies before asking unprompted, and never asks a slot a third time", () => {
    expect(plan("How big is Blitz?", {}, { engaged: true }).question).toBeNull();
    expect(plan("How big is Blitz?", { quietReplies: 1 }, { engaged: true }).question).toBe("purpose");
    expect(plan("How big is Blitz?", { quietReplies: 1, asked: { purpose: 2 } }, { engaged: true }).question).toBe("unit");
  });

  it("asks nothing in the reply that confirms a call-back", () => {
    expect(plan("It's for investment. Call me, 0123456789", {}, { contactGiven: true }).question).toBeNull();
  });

  it("books an open slot, and offers the nearest open ones for a closed time, keeping them to be taken", () => {
    const booked = plan("Can I visit this Saturday at 11am?");
    expect(booked.viewing).toMatchObject({ ok: true });
    expect(booked.state.viewing).toEqual({ start: Date.UTC(2026, 10, 28, 3, 0), end: Date.UTC(2026, 10, 28, 4, 0) });
    expect(booked.question).toBeNull();

    const offered = plan("Can I visit this Saturday at 8pm?");
    expect(offered.viewing).toMatchObject({ ok: false, reason: "closed" });
    expect(offered.state.offered.length).toBeGreaterThan(0);
    expect(offered.state.viewing).toBeNull();

    const taken = plan("The first one", offered.state);
    expect(taken.viewing).toMatchObject({ ok: true });
    expect(taken.state.viewing?.start).toBe(offered.state.offered[0]);
    expect(taken.state.offered).toEqual([]);
  });

  it("survives the round trip through the store, and starts empty from anything unreadable", () => {
    const state = plan("Investment, budget RM900,000, I'm Singaporean.").state;
    expect(parseSalesState(JSON.stringify(state))).toEqual(state);
    expect(parseSalesState("{not json")).toEqual(EMPTY_SALES_STATE);
    expect(parseSalesState(JSON.stringify({ qualification: { purpose: "speculation" }, pending: "shoe size", offered: ["x", 5] }))).toEqual(
      {
        ...EMPTY_SALES_STATE,
        offered: [5],
      },
    );
  });
});
