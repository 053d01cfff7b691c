/** @jest-environment jsdom */
import { act, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { FIRST_ACTIONS_ATTRIBUTE, LIVE_ATTRIBUTE, type FirstAction } from "@/lib/shared/ui/first-action";
import { firstActionAudio, hasFirstActions, recordFirstAction, takeFirstActions, useFirstActionRegion } from "./first-actions";

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const recorded = (...queue: FirstAction[]) => (window.__firstActions = { queue });

afterEach(() => {
  delete window.__firstActions;
  document.body.innerHTML = "";
});

describe("takeFirstActions", () => {
  it("takes the presses of the kinds asked for, oldest first, once, and leaves the others", () => {
    recorded(
      { type: "send", text: "Hello" },
      { type: "click", region: "carousel", control: 2 },
      { type: "play", index: 0 },
      { type: "send", text: "Hello" },
    );
    expect(hasFirstActions("send")).toBe(true);
    expect(takeFirstActions(["send", "play"])).toEqual([
      { type: "send", text: "Hello" },
      { type: "play", index: 0 },
      { type: "send", text: "Hello" },
    ]);
    expect(takeFirstActions(["send"])).toEqual([]);
    expect(hasFirstActions("send", "play")).toBe(false);
    expect(window.__firstActions!.queue).toEqual([{ type: "click", region: "carousel", control: 2 }]);
  });

  it("takes only what the filter accepts", () => {
    recorded({ type: "click", region: "language", control: 0 }, { type: "click", region: "carousel", control: 1 });
    expect(takeFirstActions(["click"], (a) => a.region === "carousel")).toEqual([{ type: "click", region: "carousel", control: 1 }]);
    expect(window.__firstActions!.queue).toEqual([{ type: "click", region: "language", control: 0 }]);
  });

  it("keeps a press recorded by the page's own code beside the script's", () => {
    recordFirstAction({ type: "ask", unit: "Blitz" });
    recorded({ type: "send", text: "Hello" });
    recordFirstAction({ type: "ask", unit: "Cares" });
    expect(takeFirstActions(["ask"])).toEqual([{ type: "ask", unit: "Cares" }]);
    expect(window.__firstActions!.queue).toEqual([{ type: "send", text: "Hello" }]);
  });

  it("finds nothing on a page without the script", () => {
    expect(takeFirstActions(["send"])).toEqual([]);
    expect(hasFirstActions("send")).toBe(false);
    expect(firstActionAudio()).toEqual({ audio: undefined, context: undefined });
  });
});

/** A region of three buttons that counts the presses of each. */
function Region({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<number[]>([]);
  useFirstActionRegion(ref, name);
  return (
    <div ref={ref} {...{ [FIRST_ACTIONS_ATTRIBUTE]: name }}>
      {[0, 1, 2].map((i) => (
        <button key={i} onClick={() => setPressed((p) => [...p, i])}>
          {i}
        </button>
      ))}
      <output>{pressed.join(",")}</output>
    </div>
  );
}

describe("useFirstActionRegion", () => {
  it("marks its region live and presses again, in order and once, what was pressed in it before", async () => {
    recorded(
      { type: "click", region: "carousel", control: 2 },
      { type: "click", region: "language", control: 0 },
      { type: "click", region: "carousel", control: 0 },
    );
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    await act(async () => root.render(<Region name="carousel" />));
    expect(container.querySelector(`[${FIRST_ACTIONS_ATTRIBUTE}]`)!.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(container.querySelector("output")!.textContent).toBe("2,0");
    expect(window.__firstActions!.queue).toEqual([{ type: "click", region: "language", control: 0 }]);
    await act(async () => root.render(<Region name="carousel" />));
    expect(container.querySelector("output")!.textContent).toBe("2,0");
    act(() => root.unmount());
  });
});
