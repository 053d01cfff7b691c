/** @jest-environment jsdom */
import { takeFirstActions } from "@/lib/client/ui/first-actions";
import { askAboutUnit, onAskAboutUnit, onUnitAsked } from "./chat-events";

afterEach(() => {
  delete window.__firstActions;
});

describe("askAboutUnit", () => {
  it("hands the question to the chat that listens, and keeps none back", () => {
    const heard = jest.fn();
    const stop = onAskAboutUnit(heard);
    askAboutUnit("Blitz");
    expect(heard).toHaveBeenCalledWith("Blitz");
    expect(takeFirstActions(["ask"])).toEqual([]);
    stop();
  });

  it("keeps a question asked before the chat listens for the chat that comes", () => {
    const heard = jest.fn();
    onAskAboutUnit(heard)();
    askAboutUnit("Cares");
    expect(heard).not.toHaveBeenCalled();
    expect(takeFirstActions(["ask"])).toEqual([{ type: "ask", unit: "Cares" }]);
  });

  it("tells the drawn chat to bring the live one, and keeps the question for it", () => {
    const start = jest.fn();
    const stop = onUnitAsked(start);
    askAboutUnit("Ardentz");
    expect(start).toHaveBeenCalledTimes(1);
    expect(takeFirstActions(["ask"])).toEqual([{ type: "ask", unit: "Ardentz" }]);
    stop();
  });
});
