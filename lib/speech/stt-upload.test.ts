import { toneRecording, type RecordingFormat } from "@/test/support/recordings";
import { recordingSeconds, STT_MAX_BYTES, sttMime, type SttMime } from "./stt-upload";

describe("sttMime", () => {
  it.each([
    ["audio/webm;codecs=opus", "audio/webm"],
    ["audio/ogg; codecs=opus", "audio/ogg"],
    ["Audio/MP4", "audio/mp4"],
    ["audio/wav", "audio/wav"],
    ["audio/mpeg", "audio/mpeg"],
    ["video/webm", null],
    ["application/json", null],
    ["audio/webmx", null],
    ["", null],
    [null, null],
  ])("%s → %s", (contentType, expected) => {
    expect(sttMime(contentType)).toBe(expected);
  });
});

describe("recordingSeconds, against recordings made by ffmpeg", () => {
  const rows: [format: RecordingFormat, mime: SttMime, seconds: number][] = [
    ["webm", "audio/webm", 3.5],
    ["webm", "audio/webm", 40],
    ["ogg", "audio/ogg", 3.5],
    ["ogg", "audio/ogg", 40],
    ["wav", "audio/wav", 2.25],
  ];
  it.each(rows)("%s of %f s", async (format, mime, seconds) => {
    const bytes = await toneRecording(format, seconds);
    expect(bytes.length).toBeLessThan(STT_MAX_BYTES); // so the size cap alone would not catch the long ones
    expect(recordingSeconds(new Uint8Array(bytes), mime)).toBeCloseTo(seconds, 1);
  });

  it("reads a live WebM (no Duration, as MediaRecorder writes it) from its last cluster", async () => {
    const bytes = new Uint8Array(await toneRecording("webm", 40));
    // Blank the Duration element's ID, as a recorder that cannot seek back leaves it out.
    const at = Buffer.from(bytes).indexOf(Buffer.from([0x44, 0x89]));
    expect(at).toBeGreaterThan(0);
    bytes[at] = 0xec; // EBML Void
    const seconds = recordingSeconds(bytes, "audio/webm")!;
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(40);
  });

  it("says null when the container does not say, or is not what it claims", async () => {
    expect(recordingSeconds(new Uint8Array(await toneRecording("mp4", 2)), "audio/mp4")).toBeNull();
    const ogg = new Uint8Array(await toneRecording("ogg", 2));
    expect(recordingSeconds(ogg, "audio/webm")).toBeNull();
    expect(recordingSeconds(ogg, "audio/wav")).toBeNull();
    expect(recordingSeconds(new Uint8Array(Buffer.from("OggS but nothing else")), "audio/ogg")).toBeNull();
    expect(recordingSeconds(new Uint8Array(), "audio/ogg")).toBeNull();
  });
});
