import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const FFMPEG = "/usr/bin/ffmpeg";

export type RecordingFormat = "webm" | "ogg" | "wav" | "mp4";

const CODEC: Record<RecordingFormat, string[]> = {
  // What MediaRecorder makes in Firefox and Chrome (Opus), and in Safari (AAC in MP4).
  webm: ["-c:a", "libopus", "-b:a", "32k", "-f", "webm"],
  ogg: ["-c:a", "libopus", "-b:a", "32k", "-f", "ogg"],
  wav: ["-c:a", "pcm_s16le", "-ar", "16000", "-f", "wav"],
  mp4: ["-c:a", "aac", "-b:a", "32k", "-f", "mp4"],
};

/** A tone of `seconds` in the container and codec a browser's recorder would use, made by Debian's ffmpeg. */
export async function toneRecording(format: RecordingFormat, seconds: number): Promise<Buffer> {
  if (!fs.existsSync(FFMPEG)) throw new Error(`${FFMPEG} is missing: install Debian's ffmpeg package to make test recordings`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "recording-")), `tone.${format}`);
  await run(FFMPEG, ["-v", "error", "-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`, ...CODEC[format], file]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return bytes;
}
