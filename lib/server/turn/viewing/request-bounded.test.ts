import "server-only";
import { abusiveTexts, filled, randomWord, seededRandom } from "@/test/support/abusive-text";
import { CHRONO_READS, forChrono, parseViewingRequest } from "./request";

const now = new Date("2026-11-25T02:00:00Z"); // Wednesday 10:00 in Kuantan

describe("what chrono-node reads of a message", () => {
  it.each(Object.entries(abusiveTexts(2000)))("is at most its limit of a 2,000-character message of %s", (_, text) => {
    expect(forChrono(text).length).toBeLessThanOrEqual(CHRONO_READS);
  });

  it("ends at a word's end when the text has spaces", () => {
    const text = filled(2000, () => "Saturday ");
    expect(forChrono(text).endsWith("Saturday")).toBe(true);
  });

  it("leaves a visitor's message of normal length whole", () => {
    const message = "Hi, can I visit the show unit this Saturday at 11am? My wife and I are free all morning.";
    expect(forChrono(message)).toBe(message);
  });

  it("still reads a visit asked for at the start of a long abusive message", () => {
    const random = seededRandom(3);
    const text = `Can I visit on Saturday at 11am? ${filled(1960, () => `${randomWord(random)} `)}`;
    const request = parseViewingRequest(text, "en", now);
    expect(request?.hasTime).toBe(true);
    expect(request?.start.toISOString()).toBe("2026-11-28T03:00:00.000Z");
  });
});
