import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { createEspeakSpeechProvider } from "./espeak";
import type { SpeechProvider } from "./provider";

// The real eSpeak NG WebAssembly build, in its worker thread.
const SENTENCES: Record<LocaleCode, string> = {
  en: "Welcome to Aurelia Residences in Kuantan.",
  ms: "Selamat datang ke Aurelia Residences di Kuantan.",
  zh: "欢迎来到关丹的奥蕾莉亚公寓。",
  hi: "कुआंतान में ऑरेलिया रेज़िडेंसेज़ में आपका स्वागत है।",
  ru: "Добро пожаловать в Аурелия Резиденсес в Куантане.",
  es: "Bienvenido a Aurelia Residences en Kuantan.",
  fr: "Bienvenue à Aurelia Residences à Kuantan.",
  de: "Willkommen in den Aurelia Residences in Kuantan.",
  ar: "مرحبا بكم في أوريليا ريزيدنسز في كوانتان.",
};

function readWav(bytes: Buffer) {
  return {
    riff: bytes.toString("latin1", 0, 4),
    riffSize: bytes.readUInt32LE(4),
    wave: bytes.toString("latin1", 8, 12),
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate: bytes.readUInt32LE(24),
    bitsPerSample: bytes.readUInt16LE(34),
  };
}

let provider: SpeechProvider;
beforeAll(() => {
  provider = createEspeakSpeechProvider({ voice: "alloy" });
});
afterAll(() => provider.close?.());

describe("espeak speech provider", () => {
  it("accepts the default voice name and the configured one", () => {
    expect(provider.voices).toEqual(["default", "alloy"]);
    expect(provider.id).toBe("espeak");
  });

  it.each(Object.entries(SENTENCES) as [LocaleCode, string][])("speaks %s as a valid WAV", async (language, text) => {
    const { bytes, contentType } = await provider.synthesize({ text, voice: "alloy", language });
    expect(contentType).toBe("audio/wav");
    const wav = readWav(bytes);
    expect(wav).toMatchObject({ riff: "RIFF", wave: "WAVE", format: 1, channels: 1, bitsPerSample: 16 });
    expect(wav.riffSize).toBe(bytes.length - 8);
    expect(wav.sampleRate).toBeGreaterThanOrEqual(16000);
    expect(wav.sampleRate).toBeLessThanOrEqual(48000);
    // At least a second of audio: a sentence, not a click.
    expect(bytes.length - 44).toBeGreaterThan(wav.sampleRate * 2);
  });

  it("applies an eSpeak variant named by TTS_VOICE, and ignores an unknown one", async () => {
    const female = createEspeakSpeechProvider({ voice: "f3" });
    try {
      const plain = await provider.synthesize({ text: "Hello there.", voice: "alloy", language: "en" });
      const variant = await female.synthesize({ text: "Hello there.", voice: "f3", language: "en" });
      const none = await provider.synthesize({ text: "Hello there.", voice: "default-unknown", language: "en" });
      expect(variant.bytes.equals(plain.bytes)).toBe(false);
      expect(none.bytes.equals(plain.bytes)).toBe(true);
    } finally {
      await female.close?.();
    }
  });

  it("serves simultaneous requests through one queue", async () => {
    const results = await Promise.all(
      (["en", "de", "zh"] as const).map((language) => provider.synthesize({ text: SENTENCES[language], voice: "alloy", language })),
    );
    expect(results.every((r) => r.bytes.toString("latin1", 0, 4) === "RIFF")).toBe(true);
  });
});
