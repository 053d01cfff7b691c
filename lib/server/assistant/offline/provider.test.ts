import "server-only";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { offlineAnswer } from "./answer";
import { wordChunks } from "./chunks";
import { createOfflineProvider } from "./provider";

async function collect(iterable: AsyncIterable<string>, onChunk?: (chunk: string) => void): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) {
    chunks.push(chunk);
    onChunk?.(chunk);
  }
  return chunks;
}

describe("createOfflineProvider", () => {
  const provider = createOfflineProvider();

  it("identifies itself", () => {
    expect(provider.id).toBe("offline");
    expect(provider.displayName).toMatch(/offline/i);
  });

  it.each(LOCALE_CODES)("streams exactly offlineAnswer in word-sized chunks (%s)", async (language: LocaleCode) => {
    const history: ChatTurn[] = [{ role: "user", content: "How big is Blitz?" }];
    const chunks = await collect(provider.reply({ language, history, message: "What about its rental?" }));
    expect(chunks.join("")).toBe(offlineAnswer("What about its rental?", language, history));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.split(/[ \t\n]+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length).toBeLessThanOrEqual(1);
  });

  it("yields nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks = await collect(provider.reply({ language: "en", history: [], message: "Compare", signal: controller.signal }));
    expect(chunks).toEqual([]);
  });

  it("stops when the signal is aborted mid-stream", async () => {
    const controller = new AbortController();
    const chunks = await collect(
      provider.reply({ language: "en", history: [], message: "Compare the units", signal: controller.signal }),
      () => controller.abort(),
    );
    expect(chunks).toHaveLength(1);
  });
});

describe("wordChunks", () => {
  it.each([
    ["en", "Blitz (Type B) is **743 sq ft**."],
    ["zh", "Ardentz 的月供为 **RM4,841**。"],
    ["ar", "مساحة Blitz (النوع B) هي **743 قدمًا مربعًا (69 م²)**."],
    ["en", ""],
  ])("keeps the text intact (%s)", (tag, text) => {
    expect(wordChunks(text, tag).join("")).toBe(text);
  });

  it("splits unspaced Chinese into several pieces", () => {
    expect(wordChunks("如需完整价目表请联系我们", "zh").length).toBeGreaterThan(3);
  });
});
