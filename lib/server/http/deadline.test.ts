import "server-only";
import { DeadlinePassed, withDeadline } from "./deadline";

describe("withDeadline", () => {
  it("passes on a result that comes in time", async () => {
    await expect(withDeadline(new Promise((resolve) => setTimeout(() => resolve("done"), 5)), 500)).resolves.toBe("done");
  });

  it("passes on the work's own failure", async () => {
    await expect(withDeadline(Promise.reject(new Error("refused")), 500)).rejects.toThrow("refused");
  });

  it("gives up on work that hangs, after the deadline and not before", async () => {
    const started = Date.now();
    const error = await withDeadline(new Promise(() => {}), 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlinePassed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });
});
