/**
 * A local HTTP server speaking OpenAI's wire format, so tests exercise the real
 * `openai` SDK (auth header, JSON body, retries, timeouts) with no network.
 *
 *   const server = await startOpenAiServer();
 *   new OpenAI({ apiKey: server.apiKey, baseURL: server.url });
 *   server.setMode("error500");            // every route fails from now on
 *   server.setMode("stall", "POST /v1/audio/speech"); // or just one route
 *
 * Add a route by putting a handler in ROUTES (or pass `routes` per test).
 */
import http from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createMp3Encoder } from "wasm-media-encoders";

/** How the server misbehaves: `ok` follows the route; the others apply before it. */
export type Mode = "ok" | "error500" | "rate429" | "unauthorized" | "stall" | "not_audio";

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/audio/speech`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  /** The body's bytes as received (uploads are binary). */
  raw: Buffer;
}

export interface RouteContext {
  request: RecordedRequest;
  res: http.ServerResponse;
  mode: Mode;
  options: Required<Pick<OpenAiServerOptions, "apiKey" | "models" | "transcript">>;
}

export type RouteHandler = (ctx: RouteContext) => void | Promise<void>;

export interface OpenAiServerOptions {
  /** The key the server accepts as `Authorization: Bearer <key>`. */
  apiKey?: string;
  mode?: Mode;
  /** Model ids listed by GET /v1/models. */
  models?: string[];
  /** A fixed port, for servers started before the processes that call them; ephemeral by default. */
  port?: number;
  /** Extra or replacement routes, keyed `"METHOD /path"`. */
  routes?: Record<string, RouteHandler>;
  /** What POST /v1/audio/transcriptions hears in any upload; a fixed sentence by default. */
  transcript?: string;
}

export interface OpenAiServer {
  /** Base URL including `/v1`: what OPENAI_BASE_URL and the SDK's baseURL take. */
  url: string;
  apiKey: string;
  /** Every request received, in order (including refused ones). */
  requests: RecordedRequest[];
  /** Sets the mode for every route, or for one route (`"POST /v1/audio/speech"`). */
  setMode(mode: Mode, route?: string): void;
  close(): Promise<void>;
}

const SPEECH_FORMATS: Record<string, string> = {
  mp3: "audio/mpeg",
  opus: "audio/ogg",
  aac: "audio/aac",
  flac: "audio/flac",
  wav: "audio/wav",
  pcm: "audio/pcm",
};

export const ROUTES: Record<string, RouteHandler> = {
  "POST /v1/audio/speech": speech,
  "POST /v1/audio/transcriptions": transcription,
  "GET /v1/models": listModels,
  // "POST /v1/chat/completions": chatCompletions, ← streaming SSE (`stream: true`) and plain JSON go here.
};

export async function startOpenAiServer(options: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const settings = {
    apiKey: options.apiKey ?? "sk-test-local",
    models: options.models ?? ["gpt-4o-mini"],
    transcript: options.transcript ?? DEFAULT_TRANSCRIPT,
  };
  const routes = { ...ROUTES, ...options.routes };
  const requests: RecordedRequest[] = [];
  let globalMode: Mode = options.mode ?? "ok";
  const routeModes = new Map<string, Mode>();

  const server = http.createServer(async (req, res) => {
    const request = await record(req);
    requests.push(request);
    const routeKey = `${request.method} ${request.path}`;
    const mode = routeModes.get(routeKey) ?? globalMode;
    if (mode === "stall") return; // never answer; close() drops the socket
    if (mode === "unauthorized" || request.headers.authorization !== `Bearer ${settings.apiKey}`) {
      return sendError(res, 401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    }
    // retry-after-ms keeps the SDK's one retry fast in tests.
    if (mode === "error500") return sendError(res, 500, "The server had an error.", "server_error", null, { "retry-after-ms": "5" });
    if (mode === "rate429") return sendError(res, 429, "Rate limit reached.", "requests", "rate_limit_exceeded", { "retry-after-ms": "5" });
    const route = routes[routeKey];
    if (!route) return sendError(res, 404, `Unknown request URL: ${routeKey}`, "invalid_request_error", "unknown_url");
    await route({ request, res, mode, options: settings });
  });

  // Idle connections outlive the client's pool, as behind a real API: with Node's 5 s default, a
  // request sent on a pooled connection just as the server closes it fails as a connection error.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey: settings.apiKey,
    requests,
    setMode(mode, route) {
      if (route) routeModes.set(route, mode);
      else {
        globalMode = mode;
        routeModes.clear();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * POST /v1/audio/speech: validates like OpenAI; answers real MP3 (a tone as
 * long as the input would take to say) when asked for mp3, the default, and
 * deterministic stand-in bytes for the other formats. Same input, same bytes.
 */
async function speech({ request, res, mode }: RouteContext): Promise<void> {
  const body = request.body as Record<string, unknown>;
  const problem = speechProblem(body);
  if (problem) return sendError(res, 400, problem[1], "invalid_request_error", null, {}, problem[0]);
  if (mode === "not_audio") return sendJson(res, 200, { note: "this is not audio" });
  const format = String(body.response_format ?? "mp3");
  const seed = `${body.model}|${JSON.stringify(body.voice)}|${body.input}`;
  const bytes = format === "mp3" ? await speechAudio(seed, String(body.input).length) : fakeAudio(seed);
  res.writeHead(200, { "content-type": SPEECH_FORMATS[format], "content-length": String(bytes.length) });
  res.end(bytes);
}

function speechProblem(body: unknown): [param: string, message: string] | null {
  if (!body || typeof body !== "object") return ["body", "We could not parse the JSON body of your request."];
  const { model, input, voice, response_format: format } = body as Record<string, unknown>;
  if (typeof model !== "string" || !model) return ["model", "you must provide a model parameter"];
  if (typeof input !== "string" || !input || input.length > 4096) return ["input", "input must be 1 to 4096 characters"];
  const voiceId = typeof voice === "string" ? voice : (voice as { id?: unknown } | undefined)?.id;
  if (typeof voiceId !== "string" || !voiceId) return ["voice", "you must provide a voice parameter"];
  if (format !== undefined && !(String(format) in SPEECH_FORMATS)) return ["response_format", "unsupported response_format"];
  return null;
}

/** GET /v1/models: the configured models, in OpenAI's list shape. */
function listModels({ res, options }: RouteContext): void {
  const data = options.models.map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "local-test" }));
  sendJson(res, 200, { object: "list", data });
}

const SPEECH_RATE = 24_000; // OpenAI's speech is 24 kHz mono
// About how fast a voice reads: 15 characters a second.
const SECONDS_PER_CHAR = 1 / 15;

/** Real MP3 of a tone whose pitch comes from `seed`, lasting as long as `chars` characters take to say (0.5 to 20 s). */
export async function speechAudio(seed: string, chars: number): Promise<Buffer> {
  const pitch = 200 + (createHash("sha256").update(seed).digest().readUInt16BE(0) % 400);
  const samples = Math.round(SPEECH_RATE * Math.min(20, Math.max(0.5, chars * SECONDS_PER_CHAR)));
  const pcm = new Float32Array(samples);
  for (let i = 0; i < samples; i++) pcm[i] = 0.3 * Math.sin((2 * Math.PI * pitch * i) / SPEECH_RATE);
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: SPEECH_RATE, channels: 1, bitrate: 32 });
  // The encoder's output views its own memory, overwritten by the next call: copy each part.
  const head = Buffer.from(encoder.encode([pcm]));
  return Buffer.concat([head, Buffer.from(encoder.finalize())]);
}

const DEFAULT_TRANSCRIPT = "How many bedrooms does Ardentz have?";
const TRANSCRIPTION_FORMATS = ["json", "text", "verbose_json"];

/**
 * POST /v1/audio/transcriptions: multipart like OpenAI's (file, model,
 * optional language, prompt, response_format); hears `transcript` in any
 * non-empty upload. verbose_json also says the language and a duration.
 */
async function transcription({ request, res, options }: RouteContext): Promise<void> {
  const type = request.headers["content-type"] ?? "";
  if (!/^multipart\/form-data/i.test(type))
    return sendError(res, 400, "Expected multipart/form-data.", "invalid_request_error", null, {}, "file");
  const form = await new Response(new Uint8Array(request.raw), { headers: { "content-type": type } }).formData().catch(() => null);
  if (!form) return sendError(res, 400, "Could not parse multipart form", "invalid_request_error", null, {}, "file");
  const file = form.get("file");
  const model = form.get("model");
  const format = String(form.get("response_format") ?? "json");
  if (typeof model !== "string" || !model)
    return sendError(res, 400, "you must provide a model parameter", "invalid_request_error", null, {}, "model");
  if (!file || typeof file === "string" || file.size === 0)
    return sendError(res, 400, "Audio file might be corrupted or unsupported", "invalid_request_error", "invalid_value", {}, "file");
  if (!TRANSCRIPTION_FORMATS.includes(format))
    return sendError(res, 400, "unsupported response_format", "invalid_request_error", null, {}, "response_format");
  if (format === "text") {
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
    return void res.end(options.transcript);
  }
  const language = String(form.get("language") ?? "en");
  sendJson(
    res,
    200,
    format === "json" ? { text: options.transcript } : { task: "transcribe", language, duration: 1, text: options.transcript },
  );
}

/** An ID3 tag, an MPEG frame header, then bytes derived from the input: same input, same audio. */
export function fakeAudio(seed: string): Buffer {
  const digest = createHash("sha256").update(seed).digest();
  const payload = Buffer.concat(Array.from({ length: 32 }, () => digest));
  return Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1"), Buffer.from([0xff, 0xfb, 0x90, 0x64]), payload]);
}

async function record(req: http.IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const text = raw.toString("utf8");
  let body: unknown = text;
  if (/json/i.test(req.headers["content-type"] ?? "")) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0], headers: req.headers, body, raw };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
  param: string | null = null,
): void {
  sendJson(res, status, { error: { message, type, param, code } }, headers);
}
