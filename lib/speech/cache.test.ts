import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStore, type Db } from "@/lib/store";
import { audioKey, audioUrl, getAudio, hasAudio, isAudioKey, putAudio, type AudioKeyParts } from "./cache";

const parts: AudioKeyParts = { provider: "espeak", model: "m", voice: "alloy", language: "en", text: "Hello." };

describe("audioKey", () => {
  it("is a stable lowercase SHA-256 hex", () => {
    expect(audioKey(parts)).toMatch(/^[0-9a-f]{64}$/);
    expect(audioKey({ ...parts })).toBe(audioKey(parts));
    expect(isAudioKey(audioKey(parts))).toBe(true);
    expect(audioUrl(audioKey(parts))).toBe(`/api/audio/${audioKey(parts)}`);
  });

  it.each(Object.keys(parts) as (keyof AudioKeyParts)[])("changes with %s", (field) => {
    expect(audioKey({ ...parts, [field]: `${parts[field]}x` })).not.toBe(audioKey(parts));
  });

  it("cannot be forged by moving text between fields", () => {
    expect(audioKey({ ...parts, voice: "a", text: "b|c" })).not.toBe(audioKey({ ...parts, voice: "a|b", text: "c" }));
  });

  it.each(["", "abc", "A".repeat(64), "g".repeat(64), `${"a".repeat(64)}/..`])("rejects the malformed key %j", (key) => {
    expect(isAudioKey(key)).toBe(false);
  });
});

const targets: [string, () => Promise<Db>][] = [
  ["sqlite", () => openStore({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audio-")), "t.db") })],
];
if (process.env.DATABASE_URL) targets.push(["postgres", () => openStore({ databaseUrl: process.env.DATABASE_URL })]);

describe.each(targets)("audio cache on %s", (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it("stores and returns every byte value exactly", async () => {
    const key = audioKey({ ...parts, text: `bytes ${Date.now()} ${Math.random()}` });
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_v, i) => i % 256));
    expect(await hasAudio(db, key)).toBe(false);
    expect(await getAudio(db, key)).toBeNull();
    await putAudio(db, key, { bytes, contentType: "audio/wav" });
    expect(await hasAudio(db, key)).toBe(true);
    const stored = await getAudio(db, key);
    expect(stored?.contentType).toBe("audio/wav");
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });

  it("keeps the first clip when the same key is stored twice", async () => {
    const key = audioKey({ ...parts, text: `twice ${Date.now()} ${Math.random()}` });
    await putAudio(db, key, { bytes: Buffer.from("first"), contentType: "audio/mpeg" });
    await putAudio(db, key, { bytes: Buffer.from("second"), contentType: "audio/mpeg" });
    expect((await getAudio(db, key))?.bytes.toString()).toBe("first");
  });
});
