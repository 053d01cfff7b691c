import type { CallResult } from "./client";
import { CONTACT_ATTEMPTS, contactRetryDelay } from "./contact-retry";

const failed = (status: number, retryAfterSeconds?: number): CallResult<unknown> => ({ kind: "failed", status, retryAfterSeconds });
const half = () => 0.5;

describe("contactRetryDelay", () => {
  it("backs off exponentially with jitter on network errors and 5xx", () => {
    expect([1, 2, 3].map((n) => contactRetryDelay(n, { kind: "network" }, half))).toEqual([750, 1500, 3000]);
    expect(contactRetryDelay(1, failed(503), () => 0)).toBe(500);
    expect(contactRetryDelay(1, failed(500), () => 1)).toBe(1000);
    expect(contactRetryDelay(2, failed(502), () => 1)).toBe(2000);
  });

  it("waits out a 429's Retry-After before trying again", () => {
    expect(contactRetryDelay(1, failed(429, 7), () => 0)).toBe(7000);
    expect(contactRetryDelay(1, failed(429), () => 0)).toBe(5000);
    expect(contactRetryDelay(1, failed(429, 3600), () => 0)).toBeNull();
  });

  it("stops after the last attempt, on success, and on a 4xx that would fail again", () => {
    expect(contactRetryDelay(CONTACT_ATTEMPTS, { kind: "network" })).toBeNull();
    expect(contactRetryDelay(1, { kind: "ok", data: {}, response: new Response() })).toBeNull();
    for (const status of [400, 403, 413, 415]) expect(contactRetryDelay(1, failed(status))).toBeNull();
  });
});
