/**
 * What POST /api/stt.php accepts, shared by the route and the browser that
 * records: the recording is the raw request body, its Content-Type says what
 * it is, and `?language=` names the page's language. A raw body rather than
 * multipart: the cap holds while it streams, there is no form to parse, and a
 * cross-site page cannot send an audio type without a CORS preflight.
 * Pure: no server or browser APIs.
 */

/** A recording of 30 s in Opus at the recorder's 32 kbit/s is about 120 kB; 1 MB leaves room for WAV. */
export const STT_MAX_BYTES = 1024 * 1024;
/** Longer than any spoken question; the recorder stops here, the server refuses longer clips. */
export const STT_MAX_SECONDS = 30;
// The recorder stops on a timer and finishes its last frames: a clip it capped may run a little over.
const STT_GRACE_SECONDS = 1;

/**
 * The bitrate the browser's recorder asks for (lib/client/voice/recorder.ts): plenty
 * for a transcription, and what lets the server tell from a recording's size
 * about how long it is.
 */
export const RECORDER_BITS_PER_SECOND = 32_000;

/**
 * Recorders' types (Firefox and Chrome: webm or ogg with Opus) and WAV, and
 * the file extension the transcription API expects. Only what the server can
 * measure itself: MP4, MP3 and FLAC would have to be taken at their word.
 */
export const STT_TYPES = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
} as const;

export type SttMime = keyof typeof STT_TYPES;

/** The recording's type without parameters (`audio/webm;codecs=opus` → `audio/webm`), or null if it is not one we take. */
export function sttMime(contentType: string | null | undefined): SttMime | null {
  const base = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(STT_TYPES, base) ? (base as SttMime) : null;
}

// Opus's variable rate and the container's framing put up to about half again on the rate asked for (ffmpeg's 32 kbit/s tone: 44 kbit/s in WebM).
const OPUS_OVERHEAD = 1.5;

/**
 * The most bytes an honest second of each type takes: Opus at the recorder's
 * rate with its overhead, and PCM at 16 kHz, 16 bits, mono, what speech
 * recorders write. A recording is never charged for less time than its size
 * implies at this rate, whatever its packets say.
 */
export const FLOOR_BYTES_PER_SECOND: Record<SttMime, number> = {
  "audio/webm": (RECORDER_BITS_PER_SECOND * OPUS_OVERHEAD) / 8,
  "audio/ogg": (RECORDER_BITS_PER_SECOND * OPUS_OVERHEAD) / 8,
  "audio/wav": 32_000,
  "audio/x-wav": 32_000,
};

export interface Measurement {
  /** How long the audio plays, counted from its own packets (WAV: its sample data), never from a duration or timestamp the file declares. */
  seconds: number;
  /** What it is paid for: the measured length, or what its size implies if that is more. */
  chargedSeconds: number;
}

/**
 * Measures a recording, or null when it cannot be measured: not the type it
 * says, another codec than Opus in WebM or Ogg, not PCM in WAV, laced or
 * encoded blocks, more than one stream, a packet that is not Opus, or bytes
 * that belong to no element or page. Such a file is refused, not guessed at.
 */
export function measureRecording(bytes: Uint8Array, mime: SttMime): Measurement | null {
  const seconds = mime === "audio/webm" ? webmSeconds(bytes) : mime === "audio/ogg" ? oggSeconds(bytes) : wavSeconds(bytes);
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  return { seconds, chargedSeconds: Math.max(seconds, bytes.byteLength / FLOOR_BYTES_PER_SECOND[mime]) };
}

/** Whether a measured recording is longer than a question: what the recorder's own limit lets through is not. */
export function isTooLong(measurement: Measurement): boolean {
  return measurement.seconds > STT_MAX_SECONDS + STT_GRACE_SECONDS;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

// Samples per frame at 48 kHz by the TOC's configuration (RFC 6716, 3.1): SILK, hybrid, CELT.
const SILK_FRAMES = [480, 960, 1920, 2880];
const HYBRID_FRAMES = [480, 960];
const CELT_FRAMES = [120, 240, 480, 960];
// A packet decodes to at most 120 ms (RFC 6716, 3.2.5); more is malformed.
const MAX_PACKET_SAMPLES = 5_760;

/** Samples (48 kHz) an Opus packet decodes to, from its TOC byte and frame count; 0 when it is not a valid packet. */
function opusSamples(bytes: Uint8Array, at: number, length: number): number {
  if (length < 1) return 0;
  const toc = bytes[at];
  const config = toc >> 3;
  const perFrame = config < 12 ? SILK_FRAMES[config & 3] : config < 16 ? HYBRID_FRAMES[config & 1] : CELT_FRAMES[config & 3];
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : length >= 2 ? bytes[at + 1] & 0x3f : 0;
  const samples = frames * perFrame;
  return samples <= MAX_PACKET_SAMPLES ? samples : 0;
}

const OPUS_RATE = 48_000;
// The most packets (and, in WebM, elements) a recording the route takes can hold: 31 s of Opus's shortest
// frames (2.5 ms) is 12,400. Past it the file is refused, so no upload buys more than a few milliseconds of walking.
const MAX_PACKETS = 12_500;
const MAX_ELEMENTS = 2 * MAX_PACKETS;

/**
 * Ogg Opus: the audio packets' own durations, summed page by page. Granule
 * positions are what the writer claims and are not read. The pages must follow
 * each other without a gap and belong to one stream, so no audio can hide
 * between them from this count while a decoder that resynchronises finds it.
 */
function oggSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let serial: number | undefined;
  let packet = 0;
  let start = -1;
  let length = 0;
  let samples = 0;
  const finish = (): boolean => {
    const index = packet++;
    if (index > MAX_PACKETS) return false;
    if (index === 0) return length >= 19 && ascii(bytes, start, 8) === "OpusHead";
    if (index === 1) return ascii(bytes, start, 8) === "OpusTags";
    const decoded = opusSamples(bytes, start, length);
    samples += decoded;
    return decoded > 0;
  };
  for (let at = 0; at < bytes.byteLength;) {
    if (at + 27 > bytes.byteLength || ascii(bytes, at, 4) !== "OggS" || bytes[at + 4] !== 0) return null;
    const pageSerial = view.getUint32(at + 14, true);
    if (serial !== undefined && pageSerial !== serial) return null;
    serial = pageSerial;
    const segments = bytes[at + 26];
    let body = at + 27 + segments;
    if (body > bytes.byteLength) return null;
    for (let i = 0; i < segments; i++) {
      const lace = bytes[at + 27 + i];
      if (body + lace > bytes.byteLength) return null;
      if (start < 0) start = body;
      length += lace;
      body += lace;
      // A lacing value under 255 ends the packet (RFC 3533).
      if (lace < 255) {
        if (!finish()) return null;
        start = -1;
        length = 0;
      }
    }
    at = body;
  }
  // A packet left open at the end is decoded all the same: count it.
  if (start >= 0 && !finish()) return null;
  return packet > 2 ? samples / OPUS_RATE : null;
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const CODEC_ID = 0x86;
const CONTENT_ENCODINGS = 0x6d80;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
// Entered rather than skipped: their children are read one by one, and a live recorder leaves Segment and Cluster sizes unknown.
const ENTERED = new Set([SEGMENT, CLUSTER, TRACKS, TRACK_ENTRY, BLOCK_GROUP]);

/** An EBML variable-length integer at `at`: its length (1-8) and value, the length marker kept for IDs; null if malformed. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  if (at >= bytes.byteLength || bytes[at] === 0) return null;
  const length = Math.clz32(bytes[at]) - 23;
  if (at + length > bytes.byteLength) return null;
  let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

/**
 * WebM with one Opus track: every block's packet duration, summed. The
 * Duration element and the block timecodes are what the writer claims and are
 * not read; an element of unknown size other than a Segment or a Cluster, an
 * element running past the end, laced or encoded blocks, or a block of another
 * track make the file unmeasurable.
 */
function webmSeconds(bytes: Uint8Array): number | null {
  let track: number | undefined;
  let tracks = 0;
  let codec = "";
  let samples = 0;
  let blocks = 0;
  let elements = 0;
  for (let at = 0; at < bytes.byteLength;) {
    if (++elements > MAX_ELEMENTS) return null;
    const id = vint(bytes, at, true);
    if (!id || id.length > 4 || (at === 0 && id.value !== EBML_HEADER)) return null;
    const size = vint(bytes, at + id.length, false);
    if (!size) return null;
    const data = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = data;
      continue;
    }
    const end = data + size.value;
    if (size.unknown || end > bytes.byteLength) return null;
    if (id.value === CONTENT_ENCODINGS) return null; // compressed or encrypted frames: their first byte is not the TOC
    if (id.value === TRACK_NUMBER) {
      tracks++;
      track = 0;
      for (let i = data; i < end; i++) track = track * 256 + bytes[i];
    }
    if (id.value === CODEC_ID) codec = size.value <= 32 ? ascii(bytes, data, size.value) : "";
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      if (tracks !== 1 || codec !== "A_OPUS") return null;
      const number = vint(bytes, data, false);
      if (!number || number.value !== track) return null;
      const flags = bytes[data + number.length + 2];
      if ((flags >> 1) & 3) return null; // laced: recorders write one packet per block
      const frame = data + number.length + 3;
      const decoded = opusSamples(bytes, frame, end - frame);
      if (!decoded) return null;
      samples += decoded;
      blocks++;
    }
    at = end;
  }
  return blocks > 0 ? samples / OPUS_RATE : null;
}

/**
 * WAV with PCM: the sample data at its byte rate. The rate must agree with the
 * format's own sample rate, channels and sample size, within what a voice
 * recorder writes, and every byte after the data header counts as samples,
 * whatever the data chunk says its size is.
 */
function wavSeconds(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt ") {
      if (at + 24 > bytes.byteLength) return null;
      let format = view.getUint16(at + 8, true);
      // The extensible header names its real format in the first two bytes of its SubFormat GUID.
      if (format === 0xfffe) format = size >= 40 && at + 34 <= bytes.byteLength ? view.getUint16(at + 32, true) : 0;
      const channels = view.getUint16(at + 10, true);
      const rate = view.getUint32(at + 12, true);
      const bits = view.getUint16(at + 22, true);
      const blockAlign = view.getUint16(at + 20, true);
      // PCM or float: every byte is a sample, so the size is the length.
      const pcm = format === 1 || format === 3;
      if (
        !pcm ||
        channels < 1 ||
        channels > 2 ||
        rate < 8_000 ||
        rate > 48_000 ||
        ![8, 16, 24, 32].includes(bits) ||
        blockAlign !== (channels * bits) / 8
      )
        return null;
      byteRate = view.getUint32(at + 16, true);
      if (byteRate !== rate * blockAlign) return null;
    }
    if (id === "data") return byteRate > 0 ? (bytes.byteLength - at - 8) / byteRate : null;
    at += 8 + size + (size & 1);
  }
  return null;
}
