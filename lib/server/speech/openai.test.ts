import "server-only";
import OpenAI from "openai";
import { ApiError } from "@/lib/server/api/errors";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { createOpenAiSpeechProvider, type OpenAiSpeechOptions } from "./openai";
import { DEFAULT_VOICE, OPENAI_VOICES } from "@/lib/shared/speech/voices";

let server: OpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer({ models: ["gpt-4o-mini-tts"] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.setMode("ok");
  server.requests.length = 0;
});

const provider = (overrides: Partial<OpenAiSpeechOptions> = {}) =>
  createOpenAiSpeechProvider({ apiKey: server.apiKey, baseURL: server.url, model: "gpt-4o-mini-tts", voice: "nova", ...overrides });

const speechRequests = () => server.requests.filter((r) => r.path === "/v1/audio/speech");

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("openai speech provider", () => {
  it("offers the built-in voices, the configured one and the default name", () => {
    const p = provider({ voice: "my-custom-voice" });
    expect(p.voices).toEqual(expect.arrayContaining([DEFAULT_VOICE, ...OPENAI_VOICES, "my-custom-voice"]));
    expect(p.defaultVoice).toBe("my-custom-voice");
  });

  it("sends the SDK's request and returns the MP3 bytes", async () => {
    const audio = await provider().synthesize({ text: "Selamat datang.", voice: "coral", language: "ms" });
    expect(audio.contentType).toBe("audio/mpeg");
    // An MPEG audio frame's sync word: eleven set bits.
    expect(audio.bytes[0]).toBe(0xff);
    expect(audio.bytes[1] & 0xe0).toBe(0xe0);
    expect(audio.bytes.length).toBeGreaterThan(500);

    const [request] = speechRequests();
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request.body).toEqual({
      model: "gpt-4o-mini-tts",
      voice: "coral",
      input: "Selamat datang.",
      response_format: "mp3",
      instructions: expect.stringContaining("Malay"),
    });
  });

  it("sends no instructions to models that refuse them", async () => {
    await provider({ model: "tts-1" }).synthesize({ text: "Hello.", voice: "alloy", language: "en" });
    expect(speechRequests()[0].body).not.toHaveProperty("instructions");
  });

  it("maps a wrong key (401) to upstream_failed without retrying", async () => {
    const error = await failure(provider({ apiKey: "wrong" }).synthesize({ text: "Hi.", voice: "alloy", language: "en" }));
    expect(error.code).toBe("upstream_failed:tts");
    expect(speechRequests()).toHaveLength(1);
  });

  it.each(["error500", "rate429"] as const)("maps %s to upstream_failed after one retry", async (mode) => {
    server.setMode(mode, "POST /v1/audio/speech");
    const error = await failure(provider().synthesize({ text: "Hi.", voice: "alloy", language: "en" }));
    expect(error.code).toBe("upstream_failed:tts");
    expect(error.status).toBe(502);
    expect(speechRequests()).toHaveLength(2);
  });

  it("maps a stall beyond the timeout to upstream_timeout, retry included", async () => {
    server.setMode("stall");
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).synthesize({ text: "Hi.", voice: "alloy", language: "en" }));
    expect(error.code).toBe("upstream_timeout:tts");
    expect(error.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a 200 answer that is not audio", async () => {
    server.setMode("not_audio");
    const error = await failure(provider().synthesize({ text: "Hi.", voice: "alloy", language: "en" }));
    expect(error.code).toBe("upstream_failed:tts");
  });

  it("stops when the caller aborts", async () => {
    server.setMode("stall");
    const controller = new AbortController();
    const pending = provider().synthesize({ text: "Hi.", voice: "alloy", language: "en", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).code).toBe("upstream_failed:tts");
  });
});

describe("the local OpenAI-format server", () => {
  it("lists its models to the SDK", async () => {
    const client = new OpenAI({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0 });
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(["gpt-4o-mini-tts"]);
  });

  it("rejects a speech body OpenAI would reject", async () => {
    const response = await fetch(`${server.url}/audio/speech`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "tts-1", voice: "alloy", input: "" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: "input", type: "invalid_request_error" } });
  });
});
