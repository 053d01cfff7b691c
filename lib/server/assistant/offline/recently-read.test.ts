import "server-only";
import { abusiveTexts, filled, randomWord, seededRandom } from "@/test/support/abusive-text";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { offlineAnswer } from "./answer";
import { fuzzyWork } from "./fuzzy";
import { recentlyRead } from "./recently-read";

describe("recentlyRead", () => {
  it("reads a text once while it is among the last ones read", () => {
    const reads: string[] = [];
    const read = recentlyRead((text) => (reads.push(text), text.length), 2);
    expect([read("a"), read("bb"), read("a"), read("ccc"), read("a"), read("bb")]).toEqual([1, 2, 1, 3, 1, 2]);
    // "bb" was the least recently used when "ccc" came, so it was read again; "a" never was.
    expect(reads).toEqual(["a", "bb", "ccc", "bb"]);
  });
});

describe("the offline consultant on a long abusive conversation", () => {
  const random = seededRandom(5);
  const messages = Array.from({ length: 20 }, () => filled(2000, () => `${randomWord(random)} `));

  it("reads each earlier turn once, not again on every message", () => {
    const history: ChatTurn[] = [];
    const cells: number[] = [];
    for (const message of messages) {
      const before = fuzzyWork.cells;
      offlineAnswer(message, "en", history);
      cells.push(fuzzyWork.cells - before);
      history.push({ role: "user", content: message }, { role: "assistant", content: "Noted." });
    }
    // The 20th message costs what the first did: its own words only.
    expect(Math.max(...cells)).toBeLessThan(2 * Math.max(...cells.slice(0, 2)));
    expect(cells[19]).toBeGreaterThan(0);
  });

  it("still carries a unit named earlier into a follow-up", () => {
    const history: ChatTurn[] = [
      { role: "user", content: "How big is Blitz?" },
      { role: "assistant", content: "…" },
      { role: "user", content: abusiveTexts(2000)["random words"] },
      { role: "assistant", content: "…" },
    ];
    expect(offlineAnswer("and its yield?", "en", history)).toEqual(offlineAnswer("and its yield?", "en", history.slice(0, 2)));
  });
});
