import { onFirstInteraction } from "./first-interaction";

/** A window stand-in that dispatches real events. */
function fakeWindow() {
  return new EventTarget() as unknown as Window;
}

describe("onFirstInteraction", () => {
  it.each(["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"])("starts on %s, once", (type) => {
    const target = fakeWindow();
    const start = jest.fn();
    onFirstInteraction(start, target);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("ignores events that are no interaction", () => {
    const target = fakeWindow();
    const start = jest.fn();
    onFirstInteraction(start, target);
    for (const type of ["load", "resize", "mousemove", "visibilitychange"]) target.dispatchEvent(new Event(type));
    expect(start).not.toHaveBeenCalled();
  });

  it("never starts once cancelled", () => {
    const target = fakeWindow();
    const start = jest.fn();
    onFirstInteraction(start, target)();
    target.dispatchEvent(new Event("keydown"));
    expect(start).not.toHaveBeenCalled();
  });

  it("starts at once, and only once, for a visitor who pressed something before it listened", () => {
    const global = globalThis as { window?: unknown };
    global.window = { __firstActions: { queue: [], interacted: true } };
    try {
      const target = fakeWindow();
      const start = jest.fn();
      onFirstInteraction(start, target);
      expect(start).toHaveBeenCalledTimes(1);
      target.dispatchEvent(new Event("keydown"));
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      delete global.window;
    }
  });

  it("starts at once on a page the visitor has already scrolled", () => {
    const start = jest.fn();
    onFirstInteraction(start, Object.assign(new EventTarget(), { scrollY: 240 }) as unknown as Window);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
