import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { env, resetEnv } from "@/lib/server/config/env";
import { measureRecording, STT_MAX_BYTES, type SttMime } from "@/lib/shared/speech/stt-upload";
import { store } from "@/lib/server/store";
import { fromClient } from "@/test/support/client-address";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { toneRecording } from "@/test/support/recordings";
import { RATES } from "@/lib/server/http/rate-limit";
import { POST } from "./route";

const URL_BASE = "http://localhost/api/stt.php";
const UNLIMITED = "1000000000";
const STT_VARS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "STT_MODEL"];
const HEARD = "Berapa bilik tidur di Ardentz?";

function configure(vars: Record<string, string>): void {
  for (const name of STT_VARS) delete process.env[name];
  Object.assign(process.env, vars);
  resetEnv();
}

function send(
  body: Buffer | string | ReadableStream<Uint8Array> | undefined,
  headers: Record<string, string>,
  query = "?language=en",
): Promise<Response> {
  const init = {
    method: "POST",
    headers,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  };
  return POST(new Request(`${URL_BASE}${query}`, init as RequestInit));
}

let shortWebm: Buffer;
let longOgg: Buffer;
let server: OpenAiServer;
const transcriptions = () => server.requests.filter((r) => r.path === "/v1/audio/transcriptions");

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "stt-route-"));
  process.env.LOG_SILENT = "1";
  process.env.RATE_LIMIT = "off";
  // On PostgreSQL the day's budgets outlive a run: neither the site's nor the one "unknown" client's
  // share (every unstamped request) may run out; the tests of shares set their own.
  process.env.BUDGET_SPEECH_CHARS_PER_DAY = UNLIMITED;
  process.env.BUDGET_SPEECH_CHARS_PER_CLIENT = UNLIMITED;
  [shortWebm, longOgg] = await Promise.all([toneRecording("webm", 2), toneRecording("ogg", 40)]);
  server = await startOpenAiServer({ transcript: HEARD });
});
afterAll(async () => {
  delete process.env.BUDGET_SPEECH_CHARS_PER_DAY;
  delete process.env.BUDGET_SPEECH_CHARS_PER_CLIENT;
  configure({});
  await server.close();
  await (await store()).close();
});
beforeEach(() => {
  server.setMode("ok");
  server.requests.length = 0;
});

// A network of its own: on PostgreSQL, limits and the day's budgets outlive a test run.
const network = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

/** What a recording is paid for, in speech characters: 15 a second of what the server measured or its size implies. */
const costOf = (bytes: Buffer, mime: SttMime) => Math.ceil(measureRecording(new Uint8Array(bytes), mime)!.chargedSeconds) * 15;

/** A WebM recording whose Duration element says `ms`, padded with an EBML Void element to `size` bytes. */
function webmClaiming(bytes: Buffer, ms: number, size = bytes.length): Buffer {
  const crafted = Buffer.from(bytes);
  const at = crafted.indexOf(Buffer.from([0x44, 0x89]));
  if (crafted[at + 2] === 0x88) crafted.writeDoubleBE(ms, at + 3);
  else crafted.writeFloatBE(ms, at + 3);
  if (size <= crafted.length) return crafted;
  const header = Buffer.from([0xec, 0x01, 0, 0, 0, 0, 0, 0, 0]);
  header.writeUIntBE(size - crafted.length - 9, 3, 6);
  return Buffer.concat([crafted, header, Buffer.alloc(size - crafted.length - 9)]);
}

const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.json();
  expect(body).toEqual({ success: false, error: expect.any(String), code });
  expect(body.error).not.toMatch(/\bat .*\.(ts|js):\d+/); // a message, never a stack
};

describe("POST /api/stt.php without a transcription model", () => {
  it.each([
    ["nothing configured", {}],
    ["an API key but no STT_MODEL", { OPENAI_API_KEY: "sk-test-local" }],
    ["STT_MODEL but no API key", { STT_MODEL: "whisper-1" }],
  ])("answers 501 unsupported:stt with %s, before reading the upload", async (_name, vars) => {
    configure(vars as Record<string, string>);
    await expectError(await send(shortWebm, { "content-type": "audio/webm;codecs=opus" }), 501, "unsupported:stt");
  });
});

describe("POST /api/stt.php with a transcription model", () => {
  beforeAll(() => configure({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, STT_MODEL: "gpt-4o-mini-transcribe" }));

  it("transcribes a Firefox recording through the OpenAI-compatible endpoint", async () => {
    const response = await send(shortWebm, { "content-type": "audio/webm;codecs=opus" }, "?language=my");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, text: HEARD, language: "my" });

    const [call] = transcriptions();
    expect(call.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    const form = await new Response(new Uint8Array(call.raw), {
      headers: { "content-type": String(call.headers["content-type"]) },
    }).formData();
    expect(form.get("model")).toBe("gpt-4o-mini-transcribe");
    expect(form.get("language")).toBe("ms"); // the API's ISO code, not the product's `my`
    const file = form.get("file") as File;
    expect(file.name).toBe("recording.webm");
    expect(file.type).toBe("audio/webm");
    expect(Buffer.from(await file.arrayBuffer()).equals(shortWebm)).toBe(true);
  });

  const rows: [name: string, send: () => Promise<Response>, status: number, code: string][] = [
    ["an empty recording", () => send(Buffer.alloc(0), { "content-type": "audio/webm" }), 400, "bad_request:stt"],
    ["no body at all", () => send(undefined, { "content-type": "audio/webm" }), 400, "bad_request:stt"],
    [
      "JSON instead of audio",
      () => send(JSON.stringify({ audio: "..." }), { "content-type": "application/json" }),
      415,
      "unsupported_media_type:stt",
    ],
    ["video", () => send(shortWebm, { "content-type": "video/webm" }), 415, "unsupported_media_type:stt"],
    ["no content type", () => send(shortWebm, {}), 415, "unsupported_media_type:stt"],
    ["no language", () => send(shortWebm, { "content-type": "audio/webm" }, ""), 400, "bad_request:stt"],
    ["an unknown language", () => send(shortWebm, { "content-type": "audio/webm" }, "?language=ja"), 400, "bad_request:stt"],
    ["the tag instead of the code", () => send(shortWebm, { "content-type": "audio/webm" }, "?language=ms"), 400, "bad_request:stt"],
    ["more than 1 MB", () => send(Buffer.alloc(STT_MAX_BYTES + 1, 1), { "content-type": "audio/webm" }), 413, "payload_too_large:stt"],
    [
      "more than 1 MB streamed under a small declared length",
      () => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent > STT_MAX_BYTES) return controller.close();
            sent += 64 * 1024;
            controller.enqueue(new Uint8Array(64 * 1024));
          },
        });
        return send(body, { "content-type": "audio/ogg", "content-length": "1000" });
      },
      413,
      "payload_too_large:stt",
    ],
    [
      "a declared length over 1 MB",
      () => send(shortWebm, { "content-type": "audio/webm", "content-length": String(STT_MAX_BYTES + 1) }),
      413,
      "payload_too_large:stt",
    ],
    [
      "40 seconds of Opus (well under 1 MB)",
      () => send(longOgg, { "content-type": "audio/ogg;codecs=opus" }),
      413,
      "payload_too_large:stt",
    ],
  ];
  it.each(rows.map(([name, sendIt, status, code]) => ({ name, sendIt, status, code })))(
    "refuses $name with $status",
    async ({ sendIt, status, code }) => {
      await expectError(await sendIt(), status, code);
      expect(transcriptions()).toHaveLength(0);
    },
  );

  it("refuses a recording posted by another site's page", async () => {
    const response = await send(shortWebm, {
      "content-type": "audio/webm",
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    await expectError(response, 403, "forbidden:stt");
    expect(transcriptions()).toHaveLength(0);
  });

  it.each([
    ["error500", 502, "upstream_failed:stt"],
    ["unauthorized", 502, "upstream_failed:stt"],
  ] as const)("maps an upstream %s to %i", async (mode, status, code) => {
    server.setMode(mode);
    await expectError(await send(shortWebm, { "content-type": "audio/webm" }), status, code);
  });

  it("answers 503 unavailable:stt once the day's speech budget is spent", async () => {
    process.env.BUDGET_SPEECH_CHARS_PER_DAY = "0";
    resetEnv();
    try {
      await expectError(await send(shortWebm, { "content-type": "audio/webm" }), 503, "unavailable:stt");
      expect(transcriptions()).toHaveLength(0);
    } finally {
      process.env.BUDGET_SPEECH_CHARS_PER_DAY = UNLIMITED;
      resetEnv();
    }
  });

  it("counts uploads without a conversation by address: one client spending its share leaves voice input on for the others", async () => {
    // A share of three short questions, and one conversation's budget as small: a bucket shared by
    // cookie-less visitors would be spent by the first of them.
    const share = String(3 * costOf(shortWebm, "audio/webm"));
    Object.assign(process.env, { BUDGET_SPEECH_CHARS_PER_CLIENT: share, BUDGET_SPEECH_CHARS_PER_CONVERSATION: share });
    resetEnv();
    try {
      const from = (address: string) =>
        POST(fromClient(address, { "content-type": "audio/webm" }, { url: `${URL_BASE}?language=en`, body: new Uint8Array(shortWebm) }));
      const spender = `${network()}::1`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await from(spender)).status);
      expect(statuses).toEqual([200, 200, 200, 503, 503]);
      // Other cookie-less visitors, at other addresses, still speak their questions.
      for (let i = 0; i < 6; i++) expect((await from(`${network()}::1`)).status).toBe(200);
      expect(transcriptions()).toHaveLength(9);
    } finally {
      process.env.BUDGET_SPEECH_CHARS_PER_CLIENT = UNLIMITED;
      delete process.env.BUDGET_SPEECH_CHARS_PER_CONVERSATION;
      resetEnv();
    }
  });

  it("charges crafted 900 kB uploads claiming 0 s for their size: a client's share pays for two, not ten", async () => {
    const crafted = webmClaiming(shortWebm, 0, 900 * 1024);
    const cost = costOf(crafted, "audio/webm");
    expect(cost).toBeGreaterThan(2_000);
    const client = `${network()}::1`;
    const statuses: number[] = [];
    // The shipped share.
    delete process.env.BUDGET_SPEECH_CHARS_PER_CLIENT;
    resetEnv();
    try {
      expect(env().BUDGET_SPEECH_CHARS_PER_CLIENT).toBe(6_000);
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await POST(
              fromClient(client, { "content-type": "audio/webm" }, { url: `${URL_BASE}?language=en`, body: new Uint8Array(crafted) }),
            )
          ).status,
        );
    } finally {
      process.env.BUDGET_SPEECH_CHARS_PER_CLIENT = UNLIMITED;
      resetEnv();
    }
    const paid = Math.floor(6_000 / cost);
    expect(paid).toBe(2);
    expect(statuses).toEqual([...Array(paid).fill(200), ...Array(12 - paid).fill(503)]);
    expect(transcriptions()).toHaveLength(paid);
  });

  it("transcribes a recording whose Duration is NaN by its measured length, without a store failure in the log", async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
    const info = jest.spyOn(console, "log").mockImplementation(() => {});
    delete process.env.LOG_SILENT;
    try {
      const response = await POST(
        fromClient(
          `${network()}::1`,
          { "content-type": "audio/webm" },
          { url: `${URL_BASE}?language=en`, body: new Uint8Array(webmClaiming(shortWebm, NaN)) },
        ),
      );
      expect(response.status).toBe(200);
    } finally {
      process.env.LOG_SILENT = "1";
      spy.mockRestore();
      info.mockRestore();
    }
    expect(lines.filter((line) => line.includes("budget unknown"))).toEqual([]);
  });

  it.each([
    ["noise behind a WebM header", () => Buffer.concat([shortWebm.subarray(0, 200), Buffer.alloc(100_000, 0x5a)]), "audio/webm"],
    ["an Ogg cut short", () => longOgg.subarray(0, 20_000), "audio/ogg"],
    ["Ogg sent as WebM", () => longOgg, "audio/webm"],
  ])("refuses %s as unmeasurable with 400 bad_request:stt, before spending or sending anything", async (_name, body, mime) => {
    await expectError(await send(body(), { "content-type": mime }), 400, "bad_request:stt");
    expect(transcriptions()).toHaveLength(0);
  });

  it.each(["audio/mp4", "audio/mpeg", "audio/flac"])("refuses %s, which it could only take at its word, with 415", async (mime) => {
    await expectError(await send(shortWebm, { "content-type": mime }), 415, "unsupported_media_type:stt");
  });

  it("refuses a 40 s recording that claims 0 s as too long", async () => {
    await expectError(
      await send(webmClaiming(await toneRecording("webm", 40), 0), { "content-type": "audio/webm" }),
      413,
      "payload_too_large:stt",
    );
    expect(transcriptions()).toHaveLength(0);
  });

  it("limits a client's rate with 429 and Retry-After, other clients unaffected", async () => {
    delete process.env.RATE_LIMIT;
    expect(RATES.stt).toEqual({ intervalMs: 6_000, burst: 5 });
    try {
      const from = (address: string) =>
        POST(fromClient(address, { "content-type": "audio/webm" }, { url: `${URL_BASE}?language=en`, body: new Uint8Array(shortWebm) }));
      const statuses: number[] = [];
      const [first, second] = [`${network()}::77`, `${network()}::78`];
      // RATES.stt: a burst of 5, then 10 a minute.
      for (let i = 0; i < 8; i++) statuses.push((await from(first)).status);
      expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
      const limited = await from(first);
      await expectError(limited.clone(), 429, "rate_limited:stt");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await from(second)).status).toBe(200);
    } finally {
      process.env.RATE_LIMIT = "off";
    }
  });
});
