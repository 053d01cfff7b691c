import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { createEspeakSpeechProvider } from "./espeak";
import { closeMp3Encoder, encodeMp3, InvalidWavError, MP3_KBPS, readWav } from "./mp3";
import type { SpeechProvider } from "./provider";

// Debian's ffprobe and ffmpeg (one package) decode what we encode, independently of our own code.
const FFPROBE = "/usr/bin/ffprobe";
const FFMPEG = "/usr/bin/ffmpeg";
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mp3-test-"));

// Replies of a few seconds: LAME adds about 50 ms of padding, which a 5% bound
// would not forgive on a one-word clip.
const REPLIES: Record<LocaleCode, string> = {
  en: "Ardentz is a corner unit of 1,299 square feet with three bedrooms. The monthly installment is RM4,841.",
  ms: "Ardentz ialah unit sudut seluas 1,299 kaki persegi dengan tiga bilik tidur. Ansuran bulanan ialah RM4,841.",
  zh: "Ardentz是一套转角单位，面积一千二百九十九平方英尺，有三间卧室。每月分期付款为RM4,841。",
  hi: "आर्डेंट्ज़ एक कोने की यूनिट है, जिसमें तीन शयनकक्ष हैं। मासिक किस्त चार हज़ार आठ सौ इकतालीस रिंगिट है।",
  ru: "Ardentz — угловая квартира площадью 1299 квадратных футов с тремя спальнями. Ежемесячный платёж составляет RM4,841.",
  es: "Ardentz es una unidad esquinera de 1.299 pies cuadrados con tres dormitorios. La cuota mensual es de RM4.841.",
  fr: "Ardentz est un logement d'angle de 1 299 pieds carrés avec trois chambres. La mensualité est de RM4 841.",
  de: "Ardentz ist eine Eckwohnung mit 1.299 Quadratfuß und drei Schlafzimmern. Die Monatsrate beträgt RM4.841.",
  ar: "أردنتز وحدة زاوية بمساحة ألف ومئتين وتسعة وتسعين قدما مربعا وثلاث غرف نوم. القسط الشهري أربعة آلاف وثمانمئة وواحد وأربعون رينغيت.",
};

interface Probe {
  codec: string;
  channels: number;
  sampleRate: number;
  duration: number;
}

function requireTool(file: string): void {
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: install Debian's ffmpeg package (apt-get install ffmpeg) to check the MP3 encoder`);
}

async function probe(bytes: Uint8Array, name: string): Promise<Probe> {
  requireTool(FFPROBE);
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const args = ["-v", "error", "-show_entries", "stream=codec_name,channels,sample_rate:format=duration", "-of", "json", file];
  const { stdout } = await run(FFPROBE, args);
  const info = JSON.parse(stdout) as { streams: Record<string, string | number>[]; format: { duration: string } };
  expect(info.streams).toHaveLength(1);
  const [stream] = info.streams;
  return {
    codec: String(stream.codec_name),
    channels: Number(stream.channels),
    sampleRate: Number(stream.sample_rate),
    duration: Number(info.format.duration),
  };
}

/** The clip as ffmpeg decodes it: PCM16 mono at `sampleRate`. */
async function decode(bytes: Uint8Array, name: string, sampleRate: number): Promise<Int16Array> {
  requireTool(FFMPEG);
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run(FFMPEG, ["-v", "error", "-i", file, "-f", "s16le", "-ac", "1", "-ar", String(sampleRate), "-"], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + (stdout.byteLength & ~1)));
}

/** The best normalised correlation of `b` shifted by 0..maxLag samples against `a`: 1 means the same waveform. */
function bestCorrelation(a: Int16Array, b: Int16Array, maxLag: number): number {
  const at = (lag: number) => {
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 0; i < a.length && i + lag < b.length; i += 2) {
      ab += a[i] * b[i + lag];
      aa += a[i] * a[i];
      bb += b[i + lag] * b[i + lag];
    }
    return ab / Math.sqrt(aa * bb || 1);
  };
  // A coarse search, then every lag around the best one.
  let coarse = 0;
  let best = -1;
  for (let lag = 0; lag <= maxLag; lag += 8) {
    const c = at(lag);
    if (c > best) [coarse, best] = [lag, c];
  }
  for (let lag = Math.max(0, coarse - 8); lag <= coarse + 8; lag++) best = Math.max(best, at(lag));
  return best;
}

/** A RIFF/WAVE PCM16 clip of a tone, with the chunks and fields a test wants to vary. */
function toneWav(
  options: { sampleRate?: number; seconds?: number; channels?: number; bits?: number; format?: number; extraChunk?: boolean } = {},
) {
  const { sampleRate = 16_000, seconds = 2, channels = 1, bits = 16, format = 1, extraChunk = false } = options;
  const frames = Math.round(sampleRate * seconds);
  const data = Buffer.alloc(frames * channels * (bits / 8));
  for (let i = 0; i < frames && bits === 16; i++) {
    for (let c = 0; c < channels; c++)
      data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), (i * channels + c) * 2);
  }
  const fmt = Buffer.alloc(24);
  fmt.write("fmt ", 0, "latin1");
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(format, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE((sampleRate * channels * bits) / 8, 16);
  fmt.writeUInt16LE((channels * bits) / 8, 20);
  fmt.writeUInt16LE(bits, 22);
  // An odd-sized LIST chunk, padded to even length, before the data: the header is not 44 bytes.
  const list = extraChunk
    ? Buffer.concat([Buffer.from("LIST", "latin1"), Buffer.from([5, 0, 0, 0]), Buffer.from("INFOx\0", "latin1")])
    : Buffer.alloc(0);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write("data", 0, "latin1");
  dataHeader.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from("WAVE", "latin1"), fmt, list, dataHeader, data]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return new Uint8Array(Buffer.concat([riff, body]));
}

let espeak: SpeechProvider;
beforeAll(() => {
  espeak = createEspeakSpeechProvider({ voice: "default" });
});
afterAll(async () => {
  await Promise.all([espeak.close?.(), closeMp3Encoder()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("encodeMp3 with eSpeak's clips", () => {
  it.each(Object.entries(REPLIES) as [LocaleCode, string][])(
    "%s: decodes as mono MP3 of the same length, at most 4 kB a second",
    async (language, text) => {
      const { bytes: wav } = await espeak.synthesize({ text, voice: "default", language });
      const mp3 = await encodeMp3(wav);
      const [source, encoded] = await Promise.all([probe(wav, `${language}.wav`), probe(mp3, `${language}.mp3`)]);

      expect(source.duration).toBeGreaterThan(3); // a reply, so the padding is a small part of it
      expect(encoded).toMatchObject({ codec: "mp3", channels: 1, sampleRate: source.sampleRate });
      expect(Math.abs(encoded.duration - source.duration) / source.duration).toBeLessThanOrEqual(0.05);
      expect(mp3.byteLength / source.duration).toBeLessThanOrEqual(4000);
      // Constant bitrate: within a frame or two of kbps × duration.
      expect(mp3.byteLength).toBeGreaterThan(((MP3_KBPS * 1000) / 8) * source.duration * 0.95);
    },
  );

  it("keeps the waveform: the decoded MP3 follows the speech it came from", async () => {
    const { bytes: wav } = await espeak.synthesize({ text: REPLIES.en, voice: "default", language: "en" });
    const { sampleRate, pcm } = readWav(wav);
    const source = new Int16Array(pcm.slice().buffer);
    const decoded = await decode(await encodeMp3(wav), "en-fidelity.mp3", sampleRate);
    // The decoder's output starts with LAME's delay of about a thousand samples.
    expect(bestCorrelation(source, decoded, 2400)).toBeGreaterThan(0.9);
    // The check can fail: the same speech with its samples in the wrong byte order does not follow.
    const swapped = Buffer.from(pcm.slice()).swap16();
    expect(bestCorrelation(new Int16Array(swapped.buffer, swapped.byteOffset, swapped.byteLength / 2), decoded, 2400)).toBeLessThan(0.5);
  });

  it("encodes simultaneous clips through one worker, each intact", async () => {
    const clips = await Promise.all(
      (["en", "ar", "zh"] as const).map((language) => espeak.synthesize({ text: REPLIES[language], voice: "default", language })),
    );
    const encoded = await Promise.all(clips.map(({ bytes }) => encodeMp3(bytes)));
    const alone = await encodeMp3(clips[1].bytes);
    expect(Buffer.from(encoded[1]).equals(Buffer.from(alone))).toBe(true);
    expect(new Set(encoded.map((mp3) => mp3.byteLength)).size).toBe(3);
  });
});

describe("encodeMp3 with other clips", () => {
  it("reads the rate from the header and finds the data after other chunks", async () => {
    const wav = toneWav({ sampleRate: 16_000, seconds: 2, extraChunk: true });
    const encoded = await probe(await encodeMp3(wav), "tone-16k.mp3");
    expect(encoded).toMatchObject({ codec: "mp3", channels: 1, sampleRate: 16_000 });
    expect(Math.abs(encoded.duration - 2) / 2).toBeLessThanOrEqual(0.05);
  });

  it("lets LAME pick a rate when the clip's own one cannot carry the bitrate", async () => {
    // MPEG-1 rates start at 32 kbit/s, so 44.1 kHz at 24 kbit/s must be resampled.
    const mp3 = await encodeMp3(toneWav({ sampleRate: 44_100, seconds: 2 }), { kbps: 24 });
    const encoded = await probe(mp3, "tone-44k.mp3");
    expect(encoded.codec).toBe("mp3");
    expect(encoded.sampleRate).toBeLessThanOrEqual(24_000);
    expect(Math.abs(encoded.duration - 2) / 2).toBeLessThanOrEqual(0.05);
  });

  it("honours another bitrate", async () => {
    const wav = toneWav({ sampleRate: 22_050, seconds: 3 });
    const [low, high] = await Promise.all([encodeMp3(wav, { kbps: 16 }), encodeMp3(wav, { kbps: 48 })]);
    expect(low.byteLength / 3).toBeLessThanOrEqual(2100);
    expect(high.byteLength / 3).toBeGreaterThan(5800);
  });
});

describe("encodeMp3 refuses what it cannot encode", () => {
  const good = toneWav({ seconds: 0.5 });
  const truncated = good.slice(0, good.byteLength - 100);
  const dataless = toneWav({ seconds: 0 });
  it.each([
    ["an empty buffer", new Uint8Array(), /no RIFF\/WAVE header/],
    [
      "an MP3 posing as WAV",
      new Uint8Array(Buffer.from("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000 not a wave", "latin1")),
      /no RIFF\/WAVE header/,
    ],
    ["a cut-off download", truncated, /data chunk is truncated \(16000 bytes declared, 15900 present\)/],
    ["a clip without samples", dataless, /no audio samples/],
    ["stereo", toneWav({ channels: 2 }), /not mono \(2 channels\)/],
    ["8-bit samples", toneWav({ bits: 8 }), /not 16-bit PCM \(format 1, 8 bits\)/],
    ["float samples", toneWav({ format: 3 }), /not 16-bit PCM \(format 3, 16 bits\)/],
    ["a rate no voice uses", toneWav({ sampleRate: 4000 }), /sample rate 4000 Hz/],
    ["a header and nothing else", good.slice(0, 12), /no fmt chunk/],
    ["a header and a format only", good.slice(0, 36), /no data chunk/],
  ])("%s", async (_name, wav, message) => {
    const error = await encodeMp3(wav).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidWavError);
    expect((error as Error).message).toMatch(/^Invalid WAV: /);
    expect((error as Error).message).toMatch(message);
  });

  it("names a bitrate LAME does not offer", async () => {
    await expect(encodeMp3(good, { kbps: 33 })).rejects.toThrow(/33 kbit\/s is not one of 8, 16, 24/);
  });
});

describe("readWav", () => {
  it("reads rate, length and samples without copying them", () => {
    const wav = toneWav({ sampleRate: 22_050, seconds: 1.5, extraChunk: true });
    const clip = readWav(wav);
    expect(clip).toMatchObject({ sampleRate: 22_050, samples: 33_075, durationSeconds: 1.5 });
    expect(clip.pcm.buffer).toBe(wav.buffer);
    expect(clip.pcm.byteOffset).toBe(wav.byteLength - 33_075 * 2);
  });

  it("accepts a streamed WAV whose data size was never filled in", () => {
    const wav = toneWav({ seconds: 1 });
    new DataView(wav.buffer).setUint32(40, 0x7fff_f000, true);
    expect(readWav(wav).samples).toBe(16_000);
  });
});
