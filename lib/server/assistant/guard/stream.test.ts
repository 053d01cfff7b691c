import "server-only";
import { LANGUAGES } from "@/lib/server/language";
import { abusiveTexts, filled } from "@/test/support/abusive-text";
import { replyRules } from "./index";
import { guardReply, honestSentence, MAX_REPLY_CHARS, MAX_SENTENCE_CHARS, type GuardOptions, type Replacement } from "./stream";

const rules = replyRules();

async function* from(pieces: readonly string[]): AsyncGenerator<string> {
  for (const piece of pieces) yield piece;
}

async function run(pieces: readonly string[], options: Partial<GuardOptions> = {}) {
  const events: Replacement[] = [];
  const out: string[] = [];
  for await (const piece of guardReply(from(pieces), { language: "en", rules, onReplacement: (e) => events.push(e), ...options }))
    out.push(piece);
  return { out, text: out.join(""), events };
}

/** Words with their following space, as a model streams them. */
const words = (text: string) => text.match(/\S+\s*/g) ?? [];

describe("guardReply", () => {
  it("sends each clean sentence once it is complete, as written, with the spacing and line breaks between them", async () => {
    const reply = "Blitz is 743 sq ft with 2 bedrooms.\n\n- Ardentz rents for RM5,400 a month.\n- Cares rents for RM3,350 a month.";
    const { out, text, events } = await run(words(reply));
    expect(text).toBe(reply);
    expect(out).toEqual([
      "Blitz is 743 sq ft with 2 bedrooms.",
      "\n\n- Ardentz rents for RM5,400 a month.",
      "\n- Cares rents for RM3,350 a month.",
    ]);
    expect(events).toEqual([]);
  });

  it("sends a sentence before the rest of the reply has arrived", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield "Blitz is 743 sq ft with 2 bedrooms. ";
      yield "Cares ";
      await held;
      yield "is 790 sq ft.";
    }
    const reader = guardReply(slow(), { language: "en", rules })[Symbol.asyncIterator]();
    expect(await reader.next()).toEqual({ done: false, value: "Blitz is 743 sq ft with 2 bedrooms." });
    release();
    expect(await reader.next()).toEqual({ done: false, value: " Cares is 790 sq ft." });
    expect((await reader.next()).done).toBe(true);
  });

  it("replaces the first invented sentence with the honest one and drops the rest, logging each", async () => {
    const reply =
      "The Blitz unit is 743 sq ft. It is guaranteed to return 12% a year. Ardentz costs RM1.2 million. The Cares unit is 790 sq ft.";
    const { text, events } = await run(words(reply));
    expect(text).toBe(`The Blitz unit is 743 sq ft. ${honestSentence("guarantee", "en")} The Cares unit is 790 sq ft.`);
    expect(events).toEqual([
      { reason: "guarantee", detail: "guarantee", replaced: true },
      { reason: "figure", detail: "1.2", replaced: false },
    ]);
  });

  it("keeps a true sentence that ends in an abbreviation when the invented one after it is replaced", async () => {
    const reply = "Ожидаемая дата завершения — 31 декабря 2029 г. Ключи передадут в июне 2028 г.";
    const { text } = await run(words(reply), { language: "ru" });
    expect(text).toBe(`Ожидаемая дата завершения — 31 декабря 2029 г. ${honestSentence("figure", "ru")}`);
  });

  it("judges a one-word sentence on its own: it is kept, and it neither carries nor excuses the next", async () => {
    const yes = await run(words("Yes. Blitz is RM380,000 this week. Sure! The Blitz unit is 743 sq ft."));
    expect(yes.text).toBe(`Yes. ${honestSentence("figure", "en")} Sure! The Blitz unit is 743 sq ft.`);
    const unsure = await run(words("Not sure. There is an international school next door."));
    expect(unsure.text).toBe(`Not sure. ${honestSentence("notKnown", "en")}`);
    const zh = await run(["是的。", "Blitz 只剩 3 个单位了。"], { language: "zh" });
    expect(zh.text).toBe(`是的。${honestSentence("stock", "zh")}`);
  });

  it("says the honest sentence in the language the model answered in", async () => {
    const { text } = await run(["Blitz 的月供为 RM2,876。", "您每年可以稳赚 45,000 令吉。"], { language: "en" });
    expect(text).toBe(`Blitz 的月供为 RM2,876。${honestSentence("guarantee", "zh")}`);
  });

  it("drops a call-back promise without a word when the site confirms the lead itself", async () => {
    const { text, events } = await run(words("The Blitz unit is 743 sq ft. Our sales team will call you tomorrow."), { confirmed: true });
    expect(text).toBe("The Blitz unit is 743 sq ft.");
    expect(events).toEqual([{ reason: "callBack", detail: "callBack", replaced: false }]);
  });

  it("checks what was said before the model failed, then reports the failure", async () => {
    async function* failing() {
      yield "The Blitz unit is 743 sq ft. Ardentz costs RM1.2 ";
      throw new Error("cut");
    }
    const out: string[] = [];
    await expect(
      (async () => {
        for await (const piece of guardReply(failing(), { language: "en", rules })) out.push(piece);
      })(),
    ).rejects.toThrow("cut");
    expect(out).toEqual(["The Blitz unit is 743 sq ft.", ` ${honestSentence("figure", "en")}`]);
  });

  it("has an honest sentence for every reason in every language, with the sales contact", () => {
    for (const [code, pack] of Object.entries(LANGUAGES)) {
      for (const reason of ["figure", "guarantee"] as const) {
        const text = honestSentence(reason, code as keyof typeof LANGUAGES);
        expect(text).toContain("https://wa.me/60132884650");
        expect(text).toContain("+60 13-288 4650");
        expect(pack.guard.replies.noFigure("w", "p")).not.toBe(pack.guard.replies.noPromise("w", "p"));
      }
    }
  });
});

describe("guardReply on a hostile stream", () => {
  it.each(Object.entries(abusiveTexts(20_000)))("reads a 20,000-character stream of %s with bounded work", async (_, text) => {
    const work = { chars: 0 };
    let pulled = 0;
    async function* source() {
      for (let i = 0; i < text.length; i += 100) {
        pulled += 1;
        yield text.slice(i, i + 100);
      }
    }
    const out: string[] = [];
    for await (const piece of guardReply(source(), { language: "en", rules, work })) out.push(piece);
    // It stops reading the model at the cap, and reads each character of what it read about once.
    expect(pulled).toBeLessThanOrEqual(MAX_REPLY_CHARS / 100 + 1);
    expect(work.chars).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(out.join("").length).toBeLessThanOrEqual(MAX_REPLY_CHARS + 400);
  });

  it("replaces a sentence that never ends rather than hold it", async () => {
    const endless = filled(MAX_SENTENCE_CHARS * 2, () => "and more words ");
    const { text, events } = await run([endless]);
    expect(events[0]).toMatchObject({ reason: "too long", replaced: true });
    expect(text).not.toContain("and more words");
  });

  it("reads one huge piece in bites, as if streamed", async () => {
    const reply = filled(2_900, () => "The Blitz unit is 743 sq ft. ");
    const { out, text } = await run([reply]);
    expect(out).toHaveLength(100);
    expect(text).toBe(reply.trim());
  });
});
