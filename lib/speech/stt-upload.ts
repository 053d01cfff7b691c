/**
 * What POST /api/stt.php accepts, shared by the route and the browser that
 * records: the recording is the raw request body, its Content-Type says what
 * it is, and `?language=` names the page's language. A raw body rather than
 * multipart: the cap holds while it streams, there is no form to parse, and a
 * cross-site page cannot send an audio type without a CORS preflight.
 * Pure: no server or browser APIs.
 */

/** A recording of 30 s in Opus at MediaRecorder's usual 32-64 kbit/s is 120-240 kB; 1 MB leaves room for WAV and MP4. */
export const STT_MAX_BYTES = 1024 * 1024;
/** Longer than any spoken question; the recorder stops here, the server refuses longer clips it can measure. */
export const STT_MAX_SECONDS = 30;

/** Recorders' types (Firefox and Chrome: webm or ogg with Opus; Safari: mp4) and the file extension the transcription API expects. */
export const STT_TYPES = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/flac": "flac",
} as const;

export type SttMime = keyof typeof STT_TYPES;

/** The recording's type without parameters (`audio/webm;codecs=opus` → `audio/webm`), or null if it is not one we take. */
export function sttMime(contentType: string | null | undefined): SttMime | null {
  const base = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return base in STT_TYPES ? (base as SttMime) : null;
}

/**
 * How long the recording plays, from what its container says, in seconds;
 * null when the container does not say (MP4, MP3, FLAC, a WebM without
 * clusters). For WebM it is a lower bound (the last cluster's start), which is
 * all a too-long check needs.
 */
export function recordingSeconds(bytes: Uint8Array, mime: SttMime): number | null {
  switch (mime) {
    case "audio/wav":
    case "audio/x-wav":
      return wavSeconds(bytes);
    case "audio/ogg":
      return oggSeconds(bytes);
    case "audio/webm":
      return webmSeconds(bytes);
    default:
      return null;
  }
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function wavSeconds(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt " && at + 20 <= bytes.byteLength) byteRate = view.getUint32(at + 16, true);
    // The data actually present: a recorder streaming WAV may never fill in the size.
    if (id === "data") return byteRate > 0 ? Math.min(size, bytes.byteLength - at - 8) / byteRate : null;
    at += 8 + size + (size & 1);
  }
  return null;
}

/**
 * Ogg: the last page's granule position is the sample count at its end. Opus
 * counts at 48 kHz after a pre-skip; Vorbis at the rate in its first header.
 */
function oggSeconds(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 28 || ascii(bytes, 0, 4) !== "OggS") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstPacket = 27 + bytes[26]; // header, then one lacing byte per segment
  let rate = 0;
  let preSkip = 0;
  if (ascii(bytes, firstPacket, 8) === "OpusHead" && firstPacket + 12 <= bytes.byteLength) {
    rate = 48_000;
    preSkip = view.getUint16(firstPacket + 10, true);
  } else if (ascii(bytes, firstPacket + 1, 6) === "vorbis" && firstPacket + 16 <= bytes.byteLength) {
    rate = view.getUint32(firstPacket + 12, true);
  }
  if (!rate) return null;
  for (let at = lastIndexOf(bytes, [0x4f, 0x67, 0x67, 0x53]); at >= 0; at = lastIndexOf(bytes, [0x4f, 0x67, 0x67, 0x53], at - 1)) {
    if (at + 14 > bytes.byteLength) continue;
    const granule = view.getBigInt64(at + 6, true);
    // -1 marks a page on which no packet ends: look at the one before.
    if (granule >= 0n) return Math.max(0, Number(granule) - preSkip) / rate;
  }
  return null;
}

const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const CLUSTER_TIMECODE = 0xe7;

/**
 * WebM from MediaRecorder is written live: no Duration element, but every
 * cluster starts with its Timecode (milliseconds at the default scale, which
 * recorders keep). The last cluster's is how far the recording got at least.
 */
function webmSeconds(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 4 || bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return null;
  const declared = webmDuration(bytes);
  if (declared !== null) return declared;
  for (let at = lastIndexOf(bytes, CLUSTER); at >= 0; at = lastIndexOf(bytes, CLUSTER, at - 1)) {
    const size = vintLength(bytes[at + 4]);
    const idAt = at + 4 + size;
    if (!size || bytes[idAt] !== CLUSTER_TIMECODE) continue; // four bytes inside audio that merely look like an ID
    const length = vintLength(bytes[idAt + 1]);
    if (length !== 1) continue;
    const valueBytes = bytes[idAt + 1] & 0x7f;
    if (valueBytes < 1 || valueBytes > 6 || idAt + 2 + valueBytes > bytes.byteLength) continue;
    let ms = 0;
    for (let i = 0; i < valueBytes; i++) ms = ms * 256 + bytes[idAt + 2 + i];
    return ms / 1000;
  }
  return null;
}

const DURATION = [0x44, 0x89];

/** The Duration a file writer that can seek back (ffmpeg, not a live recorder) puts in the Segment Info: a float in milliseconds. */
function webmDuration(bytes: Uint8Array): number | null {
  // Segment Info sits near the start: no need to scan a whole recording.
  const head = bytes.subarray(0, Math.min(bytes.byteLength, 4096));
  const at = lastIndexOf(head, DURATION);
  if (at < 0) return null;
  const size = head[at + 2];
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (size === 0x84 && at + 7 <= head.byteLength) return view.getFloat32(at + 3) / 1000;
  if (size === 0x88 && at + 11 <= head.byteLength) return view.getFloat64(at + 3) / 1000;
  return null;
}

/** EBML's variable-length integers: the first byte's leading zeros say how many bytes follow (1-8); 0 if invalid. */
function vintLength(first: number | undefined): number {
  if (!first) return 0;
  return Math.clz32(first) - 23;
}

function lastIndexOf(bytes: Uint8Array, pattern: number[], from = bytes.byteLength - pattern.length): number {
  for (let at = Math.min(from, bytes.byteLength - pattern.length); at >= 0; at--) {
    let match = true;
    for (let i = 0; i < pattern.length && match; i++) match = bytes[at + i] === pattern[i];
    if (match) return at;
  }
  return -1;
}
