/** @jest-environment jsdom */
import { takeFirstActions } from "@/lib/client/ui/first-actions";
import { askAboutUnit, onAskAboutUnit } from "./chat-events";

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
});
