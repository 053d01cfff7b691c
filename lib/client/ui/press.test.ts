import { pressTracker } from "./press";

describe("pressTracker", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs at once when no pointer is down", () => {
    const run = jest.fn();
    pressTracker(new EventTarget()).afterPress(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the click of a press in progress, and runs once", () => {
    const target = new EventTarget();
    const tracker = pressTracker(target);
    const run = jest.fn();
    target.dispatchEvent(new Event("pointerdown"));
    tracker.afterPress(run);
    target.dispatchEvent(new Event("pointerup"));
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("click"));
    expect(run).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    target.dispatchEvent(new Event("click"));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs when a press is cancelled, or when no click follows the release", () => {
    const target = new EventTarget();
    const tracker = pressTracker(target);
    const cancelled = jest.fn();
    target.dispatchEvent(new Event("pointerdown"));
    tracker.afterPress(cancelled);
    target.dispatchEvent(new Event("pointercancel"));
    expect(cancelled).toHaveBeenCalledTimes(1);

    const released = jest.fn();
    target.dispatchEvent(new Event("pointerdown"));
    tracker.afterPress(released);
    target.dispatchEvent(new Event("pointerup"));
    jest.advanceTimersByTime(299);
    expect(released).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(released).toHaveBeenCalledTimes(1);
  });

  it("keeps waiting while a second press begins before the first one's fallback", () => {
    const target = new EventTarget();
    const tracker = pressTracker(target);
    const run = jest.fn();
    target.dispatchEvent(new Event("pointerdown"));
    tracker.afterPress(run);
    target.dispatchEvent(new Event("pointerup"));
    target.dispatchEvent(new Event("pointerdown"));
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("click"));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
