import { randomBytes } from "node:crypto";
import { toneRecording, type RecordingFormat } from "@/test/support/recordings";
import { FLOOR_BYTES_PER_SECOND, isTooLong, measureRecording, STT_MAX_BYTES, sttMime, type SttMime } from "./stt-upload";

describe("sttMime", () => {
  it.each([
    ["audio/webm;codecs=opus", "audio/webm"],
    ["audio/ogg; codecs=opus", "audio/ogg"],
    ["audio/wav", "audio/wav"],
    ["Audio/X-WAV", "audio/x-wav"],
    // Types the server could only take at their word: refused before they are read.
    ["audio/mp4", null],
    ["audio/mpeg", null],
    ["audio/flac", null],
    ["video/webm", null],
    ["application/json", null],
    ["audio/webmx", null],
    ["constructor", null],
    ["", null],
    [null, null],
  ])("%s → %s", (contentType, expected) => {
    expect(sttMime(contentType)).toBe(expected);
  });
});

const measure = (bytes: Buffer | Uint8Array, mime: SttMime) => measureRecording(new Uint8Array(bytes), mime);
const seconds = (bytes: Buffer | Uint8Array, mime: SttMime) => measure(bytes, mime)?.seconds;

describe("measureRecording, against recordings made by ffmpeg", () => {
  const rows: [format: RecordingFormat, mime: SttMime, seconds: number][] = [
    ["webm", "audio/webm", 3.5],
    ["webm", "audio/webm", 40],
    ["ogg", "audio/ogg", 3.5],
    ["ogg", "audio/ogg", 40],
    ["wav", "audio/wav", 2.25],
  ];
  it.each(rows)("%s (%s) of %s s", async (format, mime, length) => {
    const bytes = await toneRecording(format, length);
    expect(bytes.length).toBeLessThan(STT_MAX_BYTES); // so the size cap alone would not catch the long ones
    const measured = measure(bytes, mime)!;
    // Opus adds its pre-skip and pads the last frame: a few hundredths at most.
    expect(measured.seconds).toBeGreaterThanOrEqual(length - 0.01);
    expect(measured.seconds).toBeLessThan(length + 0.05);
    // An honest recording is paid for as long as it plays.
    expect(measured.chargedSeconds).toBeCloseTo(measured.seconds, 1);
    expect(isTooLong(measured)).toBe(length > 30);
  });

  it("measures a live WebM (no Duration, as MediaRecorder writes it) just the same", async () => {
    const bytes = await toneRecording("webm", 25);
    const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
    expect(at).toBeGreaterThan(0);
    bytes[at] = 0xec; // EBML Void, as a recorder that cannot seek back leaves it
    expect(seconds(bytes, "audio/webm")).toBeCloseTo(25, 1);
  });
});

describe("measureRecording, against recordings that lie about their length", () => {
  /** The WebM's Duration element rewritten as a float64 of `ms`. */
  async function webmClaiming(ms: number, length = 25): Promise<Buffer> {
    const bytes = await toneRecording("webm", length);
    const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
    const size = bytes[at + 2];
    if (size === 0x88) bytes.writeDoubleBE(ms, at + 3);
    else bytes.writeFloatBE(ms, at + 3);
    return bytes;
  }

  /** Every Ogg page's granule position rewritten. */
  async function oggClaiming(granule: bigint, length = 25): Promise<Buffer> {
    const bytes = await toneRecording("ogg", length);
    for (let at = bytes.indexOf("OggS"); at >= 0; at = bytes.indexOf("OggS", at + 4)) bytes.writeBigInt64LE(granule, at + 6);
    return bytes;
  }

  /** `bytes` with an EBML Void element of `size` bytes after it: padding every WebM reader skips. */
  function paddedWebm(bytes: Buffer, size: number): Buffer {
    const header = Buffer.alloc(9);
    header[0] = 0xec;
    header[1] = 0x01; // an eight-byte size
    header.writeUIntBE(size - 9, 3, 6);
    return Buffer.concat([bytes, header, Buffer.alloc(size - 9)]);
  }

  it.each([
    ["0 s", 0],
    ["NaN", NaN],
    ["a negative length", -5_000],
    ["an hour", 3_600_000],
  ])("a WebM whose Duration says %s is measured by its packets", async (_claim, ms) => {
    expect(seconds(await webmClaiming(ms), "audio/webm")).toBeCloseTo(25, 1);
  });

  it.each([
    ["0", 0n],
    ["-1 (no packet ends here)", -1n],
    ["a day", 48_000n * 86_400n],
  ])("an Ogg whose pages' granule positions all say %s is measured by its packets", async (_claim, granule) => {
    expect(seconds(await oggClaiming(granule), "audio/ogg")).toBeCloseTo(25, 1);
  });

  it("refuses a 40 s recording that claims 0 s as too long", async () => {
    expect(isTooLong(measure(await webmClaiming(0, 40), "audio/webm")!)).toBe(true);
    expect(isTooLong(measure(await oggClaiming(0n, 40), "audio/ogg")!)).toBe(true);
  });

  it("charges a short recording padded to 900 kB for what its size implies, whatever it claims", async () => {
    const padded = paddedWebm(await webmClaiming(0, 2), 900 * 1024);
    const measured = measure(padded, "audio/webm")!;
    expect(measured.seconds).toBeCloseTo(2, 1);
    expect(measured.chargedSeconds).toBe(padded.length / FLOOR_BYTES_PER_SECOND["audio/webm"]);
    expect(measured.chargedSeconds).toBeGreaterThan(150);
  });

  it("counts every byte after a WAV's data header as samples, whatever the chunk's size says", async () => {
    const wav = Buffer.concat([await toneRecording("wav", 2), Buffer.alloc(64_000)]);
    const data = wav.indexOf("data");
    wav.writeUInt32LE(0, data + 4);
    expect(seconds(wav, "audio/wav")).toBeCloseTo(4, 2);
  });

  it("charges a WAV that claims a higher rate than it was recorded at no less than its size at 16 kHz", async () => {
    const wav = await toneRecording("wav", 2.25); // 16 kHz, 16 bits, mono: 32,000 bytes a second
    const fmt = wav.indexOf("fmt ");
    // 48 kHz stereo, 32 bits: consistent in itself, and a sixth of the real length.
    wav.writeUInt16LE(2, fmt + 10);
    wav.writeUInt32LE(48_000, fmt + 12);
    wav.writeUInt32LE(384_000, fmt + 16);
    wav.writeUInt16LE(8, fmt + 20);
    wav.writeUInt16LE(32, fmt + 22);
    const measured = measure(wav, "audio/wav")!;
    expect(measured.seconds).toBeLessThan(0.5);
    expect(measured.chargedSeconds).toBeGreaterThanOrEqual(2.25);
  });

  it("measures a WAV with the extensible header by the format its SubFormat names", async () => {
    const wav = await toneRecording("wav", 1);
    const fmt = wav.indexOf("fmt ");
    const size = wav.readUInt32LE(fmt + 4);
    // The same 16-bit PCM, its fmt chunk rewritten as WAVE_FORMAT_EXTENSIBLE: cbSize 22, valid bits, channel mask, SubFormat.
    const extension = Buffer.alloc(24);
    extension.writeUInt16LE(22, 0);
    extension.writeUInt16LE(16, 2);
    extension.writeUInt32LE(4, 4);
    const subFormat = extension.subarray(8);
    Buffer.from("0100000000001000800000aa00389b71", "hex").copy(subFormat);
    const chunk = Buffer.concat([Buffer.from("fmt "), Buffer.alloc(4), wav.subarray(fmt + 8, fmt + 24), extension]);
    chunk.writeUInt32LE(40, 4);
    chunk.writeUInt16LE(0xfffe, 8);
    const extensible = Buffer.concat([wav.subarray(0, fmt), chunk, wav.subarray(fmt + 8 + size)]);
    expect(seconds(extensible, "audio/wav")).toBeCloseTo(1, 2);
    // The same header naming a compressed format (MPEG) is refused.
    extensible.writeUInt16LE(0x50, fmt + 32);
    expect(measure(extensible, "audio/wav")).toBeNull();
  });

  it.each([
    ["a byte rate that disagrees with its format", 16, (wav: Buffer, fmt: number) => wav.writeUInt32LE(10_000_000, fmt + 16)],
    ["a byte rate of 0 (the NaN of WAV)", 16, (wav: Buffer, fmt: number) => wav.writeUInt32LE(0, fmt + 16)],
    ["a compressed format", 8, (wav: Buffer, fmt: number) => wav.writeUInt16LE(0x11, fmt + 8)],
    ["an extensible header without its SubFormat", 8, (wav: Buffer, fmt: number) => wav.writeUInt16LE(0xfffe, fmt + 8)],
  ])("refuses a WAV with %s", async (_name, _offset, spoil) => {
    const wav = await toneRecording("wav", 1);
    spoil(wav, wav.indexOf("fmt "));
    expect(measure(wav, "audio/wav")).toBeNull();
  });
});

describe("measureRecording, against what is not a recording it can measure", () => {
  let webm: Buffer;
  let ogg: Buffer;
  beforeAll(async () => {
    [webm, ogg] = await Promise.all([toneRecording("webm", 2), toneRecording("ogg", 2)]);
  });

  it("refuses another container than the type says", async () => {
    expect(measure(ogg, "audio/webm")).toBeNull();
    expect(measure(webm, "audio/ogg")).toBeNull();
    expect(measure(ogg, "audio/wav")).toBeNull();
    expect(measure(await toneRecording("mp4", 2), "audio/webm")).toBeNull();
  });

  it("refuses headers followed by noise, nothing at all, and a file cut short", () => {
    expect(measure(Buffer.concat([webm.subarray(0, 200), randomBytes(900 * 1024)]), "audio/webm")).toBeNull();
    expect(measure(Buffer.from("OggS but nothing else"), "audio/ogg")).toBeNull();
    expect(measure(new Uint8Array(), "audio/ogg")).toBeNull();
    expect(measure(new Uint8Array(), "audio/webm")).toBeNull();
    expect(measure(webm.subarray(0, webm.length - 7), "audio/webm")).toBeNull();
    expect(measure(ogg.subarray(0, ogg.length - 7), "audio/ogg")).toBeNull();
  });

  it("refuses an Ogg with bytes between its pages, or a second stream, where a decoder could find audio this count skips", () => {
    const second = ogg.indexOf("OggS", 4);
    expect(measure(Buffer.concat([ogg.subarray(0, second), Buffer.from("hidden"), ogg.subarray(second)]), "audio/ogg")).toBeNull();
    const other = Buffer.from(ogg);
    other.writeUInt32LE(other.readUInt32LE(second + 14) + 1, second + 14);
    expect(measure(other, "audio/ogg")).toBeNull();
  });

  it("refuses a file of more packets or elements than 31 s of Opus's shortest frames, so no upload buys a long walk", () => {
    // The headers of a real recording, then pages of 255 one-byte packets (TOC 0x80: CELT, 2.5 ms each).
    const third = ogg.indexOf("OggS", ogg.indexOf("OggS", 4) + 4);
    const page = Buffer.concat([ogg.subarray(third, third + 26), Buffer.from([255]), Buffer.alloc(255, 1), Buffer.alloc(255, 0x80)]);
    const pages = (n: number) => Buffer.concat([ogg.subarray(0, third), ...Array<Buffer>(n).fill(page)]);
    expect(seconds(pages(40), "audio/ogg")).toBeCloseTo((40 * 255 * 120) / 48_000, 5); // 10,200 packets: 25.5 s
    expect(measure(pages(60), "audio/ogg")).toBeNull(); // 15,300 packets
    // WebM: a real recording, then a run of empty Void elements.
    const voids = (n: number) => Buffer.concat([webm, Buffer.from(Array.from({ length: n }, () => [0xec, 0x80]).flat())]);
    expect(seconds(voids(1_000), "audio/webm")).toBeCloseTo(2, 1);
    expect(measure(voids(30_000), "audio/webm")).toBeNull();
  });

  it("refuses an Ogg or WebM whose packets are not Opus", () => {
    const head = ogg.indexOf("OpusHead");
    const notOpus = Buffer.from(ogg);
    notOpus.write("VorbHead", head);
    expect(measure(notOpus, "audio/ogg")).toBeNull();
    const codec = webm.indexOf("A_OPUS");
    const vorbis = Buffer.from(webm);
    vorbis.write("A_VORB", codec);
    expect(measure(vorbis, "audio/webm")).toBeNull();
  });
});
