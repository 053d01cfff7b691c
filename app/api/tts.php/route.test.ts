import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { resetEnv } from "@/lib/server/config/env";
import { appendTurns } from "@/lib/server/turn/conversation/history";
import { trackReply } from "@/lib/server/turn/conversation/recent-replies";
import { resolveConversation } from "@/lib/server/turn/conversation/registry";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { resetSpeechProvider, speechProvider } from "@/lib/server/speech";
import { closeMp3Encoder } from "@/lib/server/speech/mp3";
import { speakableText } from "@/lib/shared/speech/speakable-text";
import { store } from "@/lib/server/store";
import en from "@/messages/en.json";
import { fromClient } from "@/test/support/client-address";
import { speechAudio, startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { GET } from "../audio/[key]/route";
import { POST } from "./route";

const URL_BASE = "http://localhost/api";
const UNLIMITED = "1000000000";
const SPEECH_VARS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "TTS_MODEL", "TTS_VOICE"];

/** Switches the server's configuration: the speech provider is chosen from the environment. */
async function configure(vars: Record<string, string>): Promise<void> {
  for (const name of SPEECH_VARS) delete process.env[name];
  Object.assign(process.env, vars);
  resetEnv();
  await resetSpeechProvider();
}

function post(body: string | undefined, headers: Record<string, string> = { "content-type": "application/json" }) {
  return POST(new Request(`${URL_BASE}/tts.php`, { method: "POST", headers, body }));
}

/** The consultant said `text` in a conversation of its own; returns that visitor's headers. */
async function said(text: string, language: LocaleCode = "en"): Promise<Record<string, string>> {
  const db = await store();
  const { id } = await resolveConversation(db, undefined, language);
  await appendTurns(db, id, language, [
    { role: "user", content: "Tell me more" },
    { role: "assistant", content: text },
  ]);
  return { "content-type": "application/json", cookie: `__Host-conversation=${id}` };
}

/** Speech of a reply the visitor was given, as the browser asks for it. */
const postJson = async (value: unknown) => {
  const { text, language } = (value ?? {}) as { text?: unknown; language?: unknown };
  const visitor =
    typeof text === "string" && text.trim() && typeof language === "string" ? await said(text, language as LocaleCode) : undefined;
  return post(JSON.stringify(value), visitor);
};

function getAudio(key: string, headers: Record<string, string> = {}) {
  return GET(new Request(`${URL_BASE}/audio/${key}`, { headers }), { params: Promise.resolve({ key }) });
}

const unique = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2)}.`;
const keyOf = (audioUrl: string) => audioUrl.replace("/api/audio/", "");

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "tts-route-"));
  process.env.LOG_SILENT = "1";
  process.env.RATE_LIMIT = "off";
  // Unstamped requests are all the one "unknown" client, whose share on PostgreSQL outlives a run.
  process.env.BUDGET_SPEECH_CHARS_PER_CLIENT = UNLIMITED;
});
afterAll(async () => {
  await Promise.all([resetSpeechProvider(), closeMp3Encoder()]);
  await (await store()).close();
});

describe("POST /api/tts.php rejects bad requests with a 4xx", () => {
  beforeAll(() => configure({})); // embedded eSpeak: voices "default" and "alloy"

  const valid = { text: "Hello.", voice: "default", language: "en" };
  const rows: [name: string, send: () => Promise<Response>, status: number, code: string][] = [
    ["missing text", () => postJson({ voice: "default", language: "en" }), 400, "bad_request:tts"],
    ["text empty after trimming", () => postJson({ ...valid, text: " \n\t " }), 400, "bad_request:tts"],
    ["text of 4097 characters", () => postJson({ ...valid, text: "a".repeat(4097) }), 400, "bad_request:tts"],
    ["text as a number", () => postJson({ ...valid, text: 42 }), 400, "bad_request:tts"],
    ["text as an array", () => postJson({ ...valid, text: ["Hello"] }), 400, "bad_request:tts"],
    ["unknown voice", () => postJson({ ...valid, voice: "shimmer" }), 400, "bad_request:tts"],
    ["missing voice", () => postJson({ text: "Hello.", language: "en" }), 400, "bad_request:tts"],
    ["voice as a number", () => postJson({ ...valid, voice: 1 }), 400, "bad_request:tts"],
    ["unknown language", () => postJson({ ...valid, language: "ja" }), 400, "bad_request:tts"],
    ["language tag instead of code (ms)", () => postJson({ ...valid, language: "ms" }), 400, "bad_request:tts"],
    ["missing language", () => postJson({ text: "Hello.", voice: "default" }), 400, "bad_request:tts"],
    ["body is an array", () => postJson([valid]), 400, "bad_request:tts"],
    ["body is null", () => postJson(null), 400, "bad_request:tts"],
    ["non-JSON body", () => post("{text: 'Hello'"), 400, "bad_request:tts"],
    ["empty body", () => post(undefined), 400, "bad_request:tts"],
    ["wrong content type", () => post(JSON.stringify(valid), { "content-type": "text/plain" }), 415, "unsupported_media_type:tts"],
    [
      "form content type",
      () => post("text=hi", { "content-type": "application/x-www-form-urlencoded" }),
      415,
      "unsupported_media_type:tts",
    ],
    ["oversize body (streamed)", () => postJson({ ...valid, text: "a".repeat(40_000) }), 413, "payload_too_large:tts"],
    [
      "oversize declared length",
      () => post(JSON.stringify(valid), { "content-type": "application/json", "content-length": String(1024 * 1024) }),
      413,
      "payload_too_large:tts",
    ],
    ["emoji-only text", () => postJson({ ...valid, text: "🎉🏠👍🏽" }), 400, "bad_request:tts"],
    ["links and e-mail only", () => postJson({ ...valid, text: "https://a.example sales@a.example" }), 400, "bad_request:tts"],
    ["markdown marks only", () => postJson({ ...valid, text: "** __ ``` ---" }), 400, "bad_request:tts"],
  ];

  const table = rows.map(([name, send, status, code]) => ({ name, send, status, code }));
  it.each(table)("$name → $status", async ({ send, status, code }) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code });
  });
});

/** For the enclosing describe: the site's speech goes to a local OpenAI-format server, fresh for each test. */
function useSpeechApi(model?: string) {
  let server: OpenAiServer | undefined;
  beforeAll(async () => {
    server = await startOpenAiServer();
    await configure({
      OPENAI_API_KEY: server.apiKey,
      OPENAI_BASE_URL: server.url,
      TTS_VOICE: "nova",
      ...(model ? { TTS_MODEL: model } : {}),
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.setMode("ok");
    server!.requests.length = 0;
  });
  return {
    get server(): OpenAiServer {
      return server!;
    },
    speechCalls: () => server!.requests.filter((r) => r.path === "/v1/audio/speech"),
  };
}

describe("speech through the OpenAI-compatible API, with the cache", () => {
  const api = useSpeechApi();
  const { speechCalls } = api;

  it("answers a repeated request from the cache and serves the bytes", async () => {
    const text = unique("Welcome to Aurelia");
    const first = await postJson({ text, voice: "default", language: "en" });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({ success: true, audioUrl: expect.stringMatching(/^\/api\/audio\/[0-9a-f]{64}$/) });

    const second = await postJson({ text, voice: "default", language: "en" });
    expect(await second.json()).toEqual(body);
    expect(speechCalls()).toHaveLength(1);
    expect(speechCalls()[0].body).toMatchObject({ voice: "nova", input: text, model: "gpt-4o-mini-tts", response_format: "mp3" });

    const audio = await getAudio(keyOf(body.audioUrl));
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect(audio.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(audio.headers.get("etag")).toBe(`"${keyOf(body.audioUrl)}"`);
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.equals(await speechAudio(`gpt-4o-mini-tts|"nova"|${text}`, text.length))).toBe(true);
    expect(audio.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("synthesises once for simultaneous identical requests", async () => {
    const text = unique("Two at once");
    const responses = await Promise.all([1, 2].map(() => postJson({ text, voice: "default", language: "my" })));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(speechCalls()).toHaveLength(1);
  });

  it("answers a conditional request with 304 and a range request with 206", async () => {
    const { audioUrl } = await (await postJson({ text: unique("Ranges"), voice: "default", language: "fr" })).json();
    const key = keyOf(audioUrl);
    expect((await getAudio(key, { "if-none-match": `"${key}"` })).status).toBe(304);

    const part = await getAudio(key, { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);
    const whole = Buffer.from(await (await getAudio(key)).arrayBuffer());
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(0, 10))).toBe(true);
    expect((await getAudio(key, { range: "bytes=999999-" })).status).toBe(416);
  });

  it.each([
    ["an unknown key", "0".repeat(64)],
    ["a malformed key", "not-a-key"],
    ["an upper-case key", "A".repeat(64)],
    ["a path", "..%2F..%2Fetc%2Fpasswd"],
  ])("answers 404 for %s", async (_name, key) => {
    const response = await getAudio(key);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code: "not_found:audio" });
  });

  it.each([
    ["error500", 502, "upstream_failed:tts"],
    ["rate429", 502, "upstream_failed:tts"],
    ["unauthorized", 502, "upstream_failed:tts"],
  ] as const)("maps an upstream %s to %i", async (mode, status, code) => {
    api.server.setMode(mode);
    const response = await postJson({ text: unique("Failing"), voice: "default", language: "en" });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code });
  });
});

describe("speech of the site's own words only", () => {
  const { speechCalls } = useSpeechApi();

  const refused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code: "forbidden:tts" });
  };

  it("refuses a text the consultant never said, with or without a conversation", async () => {
    const visitor = await said("Blitz is 743 sq ft. Would you like a viewing?");
    await refused(await post(JSON.stringify({ text: "Buy crypto now at evil.example.", voice: "default", language: "en" }), visitor));
    await refused(await post(JSON.stringify({ text: "Buy crypto now at evil.example.", voice: "default", language: "en" })));
    // Another visitor's reply is not this visitor's to have read.
    const other = unique("Only for the other visitor");
    await said(other);
    await refused(await post(JSON.stringify({ text: other, voice: "default", language: "en" }), visitor));
    // A conversation id the server never issued counts as none.
    const forged = { ...visitor, cookie: "__Host-conversation=0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f" };
    await refused(await post(JSON.stringify({ text: "Blitz is 743 sq ft.", voice: "default", language: "en" }), forged));
    expect(speechCalls()).toHaveLength(0);
  });

  it("reads a reply, a sentence of it, one of a reply still streaming, and a welcome message", async () => {
    const reply = unique("Cares is 790 sq ft. The rent is RM3,350 a month");
    const visitor = await said(reply);
    const ok = async (text: string, headers?: Record<string, string>, language = "en") => {
      const response = await post(JSON.stringify({ text, voice: "default", language }), headers);
      expect(response.status).toBe(200);
    };
    await ok(reply, visitor);
    await ok("Cares is 790 sq ft.", visitor);

    const conversation = /conversation=([^;]+)/.exec(visitor.cookie)![1];
    trackReply(conversation).update("Ardentz has 3 bedrooms. It is a corner unit. Its rent is");
    await ok("It is a corner unit.", visitor);
    await refused(await post(JSON.stringify({ text: "Its rent is", voice: "default", language: "en" }), visitor));

    const welcome = (await import("@/messages/zh.json")).default.welcome["1"];
    await ok(welcome, undefined, "zh");
  });

  it("lets eSpeak speak once the paid speech budget is spent, never an error", async () => {
    process.env.BUDGET_SPEECH_CHARS_PER_DAY = "0";
    resetEnv();
    try {
      const text = unique("Blitz has one car park");
      const response = await postJson({ text, voice: "default", language: "en" });
      expect(response.status).toBe(200);
      const { audioUrl } = await response.json();
      expect((await getAudio(keyOf(audioUrl))).headers.get("content-type")).toBe("audio/mpeg");
      expect(speechCalls()).toHaveLength(0);
    } finally {
      delete process.env.BUDGET_SPEECH_CHARS_PER_DAY;
      resetEnv();
    }
  });
});

describe("speech for visitors without a conversation, paid from each address's own share", () => {
  // A model of its own, so no clip cached by an earlier run (on PostgreSQL) answers instead of the API.
  const { speechCalls } = useSpeechApi(`gpt-4o-mini-tts-${randomBytes(4).toString("hex")}`);
  const network = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  const welcome = (n: "1" | "2" | "3") => en.welcome[n];
  const speak = (address: string, text: string) =>
    POST(
      fromClient(
        `${address}::1`,
        { "content-type": "application/json" },
        { url: `${URL_BASE}/tts.php`, body: JSON.stringify({ text, voice: "default", language: "en" }) },
      ),
    );

  it("lets eSpeak speak for one cookie-less client past its share, while the next is still paid for", async () => {
    const share = String(speakableText(welcome("1")).length);
    // One conversation's budget as small: a bucket shared by cookie-less visitors would be spent by the first.
    Object.assign(process.env, { BUDGET_SPEECH_CHARS_PER_CLIENT: share, BUDGET_SPEECH_CHARS_PER_CONVERSATION: share });
    resetEnv();
    try {
      const [spender, other] = [network(), network()];
      expect((await speak(spender, welcome("1"))).status).toBe(200);
      expect(speechCalls()).toHaveLength(1);
      // Its share is spent: eSpeak answers it, never an error.
      expect((await speak(spender, welcome("2"))).status).toBe(200);
      expect(speechCalls()).toHaveLength(1);
      // No bucket shared by visitors without a conversation: the next address is paid for.
      expect((await speak(other, welcome("2"))).status).toBe(200);
      expect(speechCalls()).toHaveLength(2);
    } finally {
      process.env.BUDGET_SPEECH_CHARS_PER_CLIENT = UNLIMITED;
      delete process.env.BUDGET_SPEECH_CHARS_PER_CONVERSATION;
      resetEnv();
    }
  });
});

const run = promisify(execFile);

/** What Debian's ffprobe hears in a clip: codec and seconds, decoded independently of our encoder. */
async function probe(bytes: Buffer): Promise<{ codec: string; seconds: number }> {
  const file = path.join(process.env.DATA_DIR!, `probe-${Math.random().toString(36).slice(2)}.mp3`);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run("/usr/bin/ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_name:format=duration",
    "-of",
    "json",
    file,
  ]);
  const info = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } };
  return { codec: info.streams[0].codec_name, seconds: Number(info.format.duration) };
}

describe("speech with the embedded eSpeak engine", () => {
  beforeAll(() => configure({}));

  // Replies of a few seconds in three scripts: the rate is the encoder's, whatever the language.
  it.each([
    ["en", "The Ardentz corner unit has three bedrooms and a rental yield of seven point two percent."],
    ["ar", "تضم الوحدة الركنية أردنتز ثلاث غرف نوم وعائدا إيجاريا بنسبة سبعة فاصلة اثنين بالمئة."],
    ["zh", "Ardentz转角单位有三间卧室，租金回报率为百分之七点二。"],
  ] as [LocaleCode, string][])("%s: serves MP3 of at most 4,000 bytes per second of speech", async (language, sentence) => {
    const response = await postJson({ text: `${sentence} ${unique("")}`, voice: "default", language });
    expect(response.status).toBe(200);
    const audio = await getAudio(keyOf((await response.json()).audioUrl));
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect(audio.headers.get("accept-ranges")).toBe("bytes");
    const bytes = Buffer.from(await audio.arrayBuffer());
    const { codec, seconds } = await probe(bytes);
    expect(codec).toBe("mp3");
    expect(seconds).toBeGreaterThan(2);
    expect(bytes.length / seconds).toBeLessThanOrEqual(4000);
  });

  it("answers ranges of the clip: 206 with the slice, 416 past its end", async () => {
    const response = await postJson({ text: unique("**Selamat datang** ke Kuantan! 🌴"), voice: "default", language: "my" });
    const key = keyOf((await response.json()).audioUrl);
    const whole = Buffer.from(await (await getAudio(key)).arrayBuffer());

    const middle = await getAudio(key, { range: "bytes=100-1099" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-type")).toBe("audio/mpeg");
    expect(middle.headers.get("content-range")).toBe(`bytes 100-1099/${whole.length}`);
    expect(middle.headers.get("content-length")).toBe("1000");
    expect(Buffer.from(await middle.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);

    const tail = await getAudio(key, { range: "bytes=-500" });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 500))).toBe(true);

    const past = await getAudio(key, { range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${whole.length}`);
  });

  // Visitors behind one carrier's NAT are one address: listening at once, each hears the reply, a sentence later.
  it("answers five requests from one address made at once, the ones beyond its two slots once a slot is free", async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => postJson({ text: unique(`Visitor ${n} asked about Blitz`), voice: "default", language: "en" })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("answers a repeated request from the cache with the same URL and the same bytes", async () => {
    const text = unique("Cares has two bedrooms");
    const visitor = await said(text);
    const ask = async () => (await post(JSON.stringify({ text, voice: "default", language: "en" }), visitor)).json();
    const first = await ask();
    const clip = Buffer.from(await (await getAudio(keyOf(first.audioUrl))).arrayBuffer());
    const synthesize = jest.spyOn(speechProvider(), "synthesize");
    try {
      const second = await ask();
      expect(second.audioUrl).toBe(first.audioUrl);
      expect(Buffer.from(await (await getAudio(keyOf(second.audioUrl))).arrayBuffer()).equals(clip)).toBe(true);
      expect(synthesize).not.toHaveBeenCalled();
    } finally {
      synthesize.mockRestore();
    }
  });
});
