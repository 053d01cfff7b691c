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
});
