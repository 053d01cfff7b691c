import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { openStore, type Db } from "@/lib/store";
import { getAudio } from "./cache";
import type { SpeechProvider, SynthesisInput } from "./provider";
import { generateSpeech, speechRequestSchema } from "./service";

/** Counts calls and can be told to fail or to wait, so caching and coalescing are visible. */
function countingProvider(): SpeechProvider & { calls: SynthesisInput[]; failNext: boolean; gate?: Promise<void> } {
  const provider = {
    id: "openai" as const,
    model: "counting-1",
    voices: ["default", "alloy", "nova"],
    defaultVoice: "alloy",
    calls: [] as SynthesisInput[],
    failNext: false,
    gate: undefined as Promise<void> | undefined,
    async synthesize(input: SynthesisInput) {
      provider.calls.push(input);
      await provider.gate;
      if (provider.failNext) {
        provider.failNext = false;
        throw new ApiError("upstream_failed", "tts");
      }
      return { bytes: Buffer.from(`audio:${input.voice}:${input.text}`), contentType: "audio/mpeg" };
    },
  };
  return provider;
}

let db: Db;
beforeAll(async () => {
  process.env.LOG_SILENT = "1";
  db = await openStore({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "speech-")), "t.db") });
});
afterAll(() => db.close());

const unique = (label: string) => `${label} ${Date.now()} ${Math.random()}.`;
const keyOf = (url: string) => url.split("/").pop() as string;

describe("generateSpeech", () => {
  it("synthesises once, then answers from the cache", async () => {
    const provider = countingProvider();
    const req = { text: unique("Hello"), voice: "nova", language: "en" as const };
    const first = await generateSpeech(req, { provider, db });
    const second = await generateSpeech(req, { provider, db });
    expect(second).toEqual(first);
    expect(first.audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{64}$/);
    expect(provider.calls).toHaveLength(1);
    expect((await getAudio(db, keyOf(first.audioUrl)))?.contentType).toBe("audio/mpeg");
  });

  it("coalesces simultaneous identical requests into one synthesis", async () => {
    const provider = countingProvider();
    let open!: () => void;
    provider.gate = new Promise((resolve) => (open = resolve));
    const req = { text: unique("Together"), voice: "alloy", language: "de" as const };
    const pending = Promise.all([1, 2, 3].map(() => generateSpeech(req, { provider, db })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const urls = new Set((await pending).map((r) => r.audioUrl));
    expect(urls.size).toBe(1);
    expect(provider.calls).toHaveLength(1);
  });

  it("maps the default voice to the configured one and shares its cache", async () => {
    const provider = countingProvider();
    const text = unique("Default");
    const viaDefault = await generateSpeech({ text, voice: "default", language: "en" }, { provider, db });
    const viaName = await generateSpeech({ text, voice: "alloy", language: "en" }, { provider, db });
    expect(viaName).toEqual(viaDefault);
    expect(provider.calls).toEqual([expect.objectContaining({ voice: "alloy" })]);
  });

  it("speaks the cleaned text and keys the cache on it", async () => {
    const provider = countingProvider();
    const text = unique("Price");
    const a = await generateSpeech({ text: `**${text}** 🎉`, voice: "nova", language: "en" }, { provider, db });
    const b = await generateSpeech({ text, voice: "nova", language: "en" }, { provider, db });
    expect(b).toEqual(a);
    expect(provider.calls).toEqual([expect.objectContaining({ text })]);
  });

  it("keys the cache on language and voice", async () => {
    const provider = countingProvider();
    const text = unique("Same words");
    const urls = new Set<string>();
    for (const [voice, language] of [["nova", "en"], ["nova", "fr"], ["alloy", "en"]] as const) {
      urls.add((await generateSpeech({ text, voice, language }, { provider, db })).audioUrl);
    }
    expect(urls.size).toBe(3);
  });

  it("refuses text with nothing to say, without calling the provider", async () => {
    const provider = countingProvider();
    const error = await generateSpeech({ text: "🎉🏠 https://x.example", voice: "nova", language: "en" }, { provider, db }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("bad_request:tts");
    expect(provider.calls).toHaveLength(0);
  });

  it("refuses a voice the provider does not offer", async () => {
    const provider = countingProvider();
    await expect(generateSpeech({ text: "Hi.", voice: "shimmer", language: "en" }, { provider, db })).rejects.toMatchObject({
      code: "bad_request:tts",
    });
  });

  it("caches no failure: the next request tries again", async () => {
    const provider = countingProvider();
    provider.failNext = true;
    const req = { text: unique("Retry"), voice: "nova", language: "en" as const };
    await expect(generateSpeech(req, { provider, db })).rejects.toMatchObject({ code: "upstream_failed:tts" });
    await expect(generateSpeech(req, { provider, db })).resolves.toHaveProperty("audioUrl");
    expect(provider.calls).toHaveLength(2);
  });
});

describe("speechRequestSchema", () => {
  it("accepts only the provider's voices", () => {
    const schema = speechRequestSchema(countingProvider());
    expect(schema.safeParse({ text: "Hi", voice: "default", language: "en" }).success).toBe(true);
    expect(schema.safeParse({ text: "Hi", voice: "echo", language: "en" }).success).toBe(false);
  });
});
