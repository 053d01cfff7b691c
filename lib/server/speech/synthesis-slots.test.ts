import "server-only";
import { createSynthesisSlots } from "./synthesis-slots";

describe("synthesis slots", () => {
  it("lets one client run two syntheses at once, refuses a third with 429, and frees slots as work ends", async () => {
    const slots = createSynthesisSlots(2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = slots.run("203.0.113.9", () => gate);
    const second = slots.run("203.0.113.9", () => gate);
    await expect(slots.run("203.0.113.9", async () => "third")).rejects.toMatchObject({
      code: "rate_limited:tts",
      status: 429,
      retryAfter: 2,
    });
    // Another client is not held up by the first one's backlog.
    await expect(slots.run("198.51.100.4", async () => "other")).resolves.toBe("other");
    release();
    await Promise.all([first, second]);
    expect(slots.inUse("203.0.113.9")).toBe(0);
    await expect(slots.run("203.0.113.9", async () => "again")).resolves.toBe("again");
  });

  it("frees the slot when the work fails", async () => {
    const slots = createSynthesisSlots(1);
    await expect(slots.run("a", async () => Promise.reject(new Error("engine crashed")))).rejects.toThrow("engine crashed");
    expect(slots.inUse("a")).toBe(0);
  });
});
