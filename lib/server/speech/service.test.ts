import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/server/api/errors";
import { openStore, type Db } from "@/lib/server/store";
import { getAudio } from "./cache";
import { closeMp3Encoder } from "./mp3";
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

/** A RIFF/WAVE PCM16 tone at eSpeak's 22,050 Hz. */
function wavTone(seconds: number, channels = 1): Buffer {
  const rate = 22_050;
  const frames = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + frames * channels * 2);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * channels * 2, 28);
  wav.writeUInt16LE(channels * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(frames * channels * 2, 40);
  for (let i = 0; i < frames * channels; i++) wav.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 300 * i) / rate)), 44 + i * 2);
  return wav;
}

let db: Db;
beforeAll(async () => {
  process.env.LOG_SILENT = "1";
  db = await openStore({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "speech-")), "t.db") });
});
afterAll(async () => {
  await Promise.all([db.close(), closeMp3Encoder()]);
});

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

  it.each([
    // A speech API that ignores response_format: 0.2 s of a 22,050 Hz tone.
    ["a WAV answer is stored as MP3", wavTone(0.2), "audio/wav", "audio/mpeg"],
    // Stereo is past what the encoder takes: kept, and served under its own type.
    ["a WAV the encoder cannot read is stored as it came", wavTone(0.2, 2), "audio/x-wav", "audio/x-wav"],
    ["an MP3 answer is stored untouched", Buffer.from([0xff, 0xf3, 0x40, 0xc4, 1, 2, 3]), "audio/mpeg", "audio/mpeg"],
  ])("%s", async (_name, bytes, answered, stored) => {
    const provider = { ...countingProvider(), synthesize: async () => ({ bytes, contentType: answered }) };
    const { audioUrl } = await generateSpeech({ text: unique("Format"), voice: "nova", language: "en" }, { provider, db });
    const clip = await getAudio(db, keyOf(audioUrl));
    expect(clip?.contentType).toBe(stored);
    if (stored === "audio/mpeg" && answered !== stored) {
      expect(clip!.bytes[0]).toBe(0xff); // an MPEG frame, not the RIFF header
      expect(clip!.bytes.length).toBeLessThan(bytes.length / 5);
    } else {
      expect(clip!.bytes.equals(bytes)).toBe(true);
    }
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
    for (const [voice, language] of [
      ["nova", "en"],
      ["nova", "fr"],
      ["alloy", "en"],
    ] as const) {
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
