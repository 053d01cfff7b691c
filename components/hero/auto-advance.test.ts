import { AUTO_ADVANCE_MS, autoAdvanceDelay, slideshowPlaying, wrapIndex, type AdvanceConditions } from "./auto-advance";

const running: AdvanceConditions = { held: false, playing: true, hovered: false, focused: false, videoSlide: false };

describe("autoAdvanceDelay", () => {
  it("advances after the spec's 5 s when nothing stands in the way", () => {
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(autoAdvanceDelay(running)).toBe(AUTO_ADVANCE_MS);
  });

  it.each<[string, Partial<AdvanceConditions>]>([
    ["behind the splash", { held: true }],
    ["when paused", { playing: false }],
    ["while hovered", { hovered: true }],
    ["while focused", { focused: true }],
    ["on the video slide", { videoSlide: true }],
    ["hovered and focused at once", { hovered: true, focused: true }],
  ])("stands still %s", (_, change) => {
    expect(autoAdvanceDelay({ ...running, ...change })).toBeNull();
  });
});

describe("slideshowPlaying", () => {
  it.each([
    // choice, reduced motion, playing
    [null, false, true],
    [null, true, false],
    [false, false, false],
    [false, true, false],
    [true, false, true],
    [true, true, true],
  ] as const)("choice %p with reduced motion %p plays: %p", (choice, reduced, playing) => {
    expect(slideshowPlaying(choice, reduced)).toBe(playing);
  });
});

describe("wrapIndex", () => {
  it.each([
    [0, 7, 0],
    [6, 7, 6],
    [7, 7, 0],
    [-1, 7, 6],
    [-8, 7, 6],
    [15, 7, 1],
  ])("wraps %p of %p to %p", (index, count, wrapped) => {
    expect(wrapIndex(index, count)).toBe(wrapped);
  });
});
