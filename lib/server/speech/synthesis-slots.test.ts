import "server-only";
import { createSynthesisSlots } from "./synthesis-slots";

const gate = () => {
  let open!: () => void;
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { shut, open };
};

describe("synthesis slots", () => {
  it("runs two syntheses of one client at once; the next waits for a slot and then runs", async () => {
    const slots = createSynthesisSlots(2, 1);
    const g = gate();
    const started: string[] = [];
    const job = (name: string) => async () => {
      started.push(name);
      await g.shut;
      return name;
    };
    const first = slots.run("203.0.113.9", job("first"));
    const second = slots.run("203.0.113.9", job("second"));
    const third = slots.run("203.0.113.9", job("third"));
    await Promise.resolve();
    expect(started).toEqual(["first", "second"]);
    expect(slots.inUse("203.0.113.9")).toBe(2);
    expect(slots.waiting("203.0.113.9")).toBe(1);
    g.open();
    await expect(Promise.all([first, second, third])).resolves.toEqual(["first", "second", "third"]);
    expect(started).toEqual(["first", "second", "third"]);
    expect(slots.inUse("203.0.113.9")).toBe(0);
  });

  it("refuses at once with 429 beyond the waiting requests, and never holds up another client", async () => {
    const slots = createSynthesisSlots(2, 1);
    const g = gate();
    const held = [1, 2, 3].map(() => slots.run("203.0.113.9", () => g.shut));
    await expect(slots.run("203.0.113.9", async () => "fourth")).rejects.toMatchObject({
      code: "rate_limited:tts",
      status: 429,
      retryAfter: 2,
    });
    await expect(slots.run("198.51.100.4", async () => "other")).resolves.toBe("other");
    g.open();
    await Promise.all(held);
    await expect(slots.run("203.0.113.9", async () => "again")).resolves.toBe("again");
    expect(slots.inUse("203.0.113.9")).toBe(0);
  });

  it("frees the slot when the work fails, for the one waiting too", async () => {
    const slots = createSynthesisSlots(1, 1);
    const failing = slots.run("a", async () => Promise.reject(new Error("engine crashed")));
    const waiting = slots.run("a", async () => "after");
    await expect(failing).rejects.toThrow("engine crashed");
    await expect(waiting).resolves.toBe("after");
    expect(slots.inUse("a")).toBe(0);
  });
});
