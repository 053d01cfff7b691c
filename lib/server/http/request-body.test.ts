import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/server/api/errors";
import { withEnv } from "@/test/support/env";
import { readJsonBody } from "./request-body";

const schema = z.object({ name: z.string() });
const URL = "http://localhost/api/contact.php";

/** A body that sends its first bytes, then fails as a socket reset would. */
function droppedBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (sent) return controller.error(new Error("aborted"));
      sent = true;
      controller.enqueue(new TextEncoder().encode('{"name":"Aisy'));
    },
  });
}

const post = (body: BodyInit, init: RequestInit = {}) =>
  new Request(URL, { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half", ...init } as RequestInit);

/** Runs with the log on, capturing what each console level was given. */
async function withLogs<T>(body: () => Promise<T>): Promise<{ result: T; errors: string[]; infos: string[] }> {
  const errors: string[] = [];
  const infos: string[] = [];
  const error = jest.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  const warn = jest.spyOn(console, "warn").mockImplementation((line: string) => void errors.push(line));
  const info = jest.spyOn(console, "log").mockImplementation((line: string) => void infos.push(line));
  try {
    const result = await withEnv({ LOG_SILENT: undefined }, body);
    return { result, errors, infos };
  } finally {
    error.mockRestore();
    warn.mockRestore();
    info.mockRestore();
  }
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => "parsed",
    (e: unknown) => e,
  );

describe("readJsonBody when the client drops the upload", () => {
  it("answers 400 'The request was cancelled.' and logs it at info, not as an error", async () => {
    const { result, errors, infos } = await withLogs(() => settle(readJsonBody(post(droppedBody()), schema, 4096, "contact")));
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 400, code: "bad_request:contact", message: "The request was cancelled." });
    expect(errors).toEqual([]);
    expect(infos.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "info", message: "client dropped the upload", surface: "contact", reason: "aborted" }),
    ]);
  });

  it("treats a body that ended because the request was aborted as dropped, not as bad JSON", async () => {
    const controller = new AbortController();
    controller.abort(new Error("client went away"));
    const { result, errors, infos } = await withLogs(() =>
      settle(readJsonBody(post('{"name":"Aisyah"}', { signal: controller.signal }), schema, 4096, "chat")),
    );
    expect(result).toMatchObject({ status: 400, code: "bad_request:chat", message: "The request was cancelled." });
    expect(errors).toEqual([]);
    expect(infos).toHaveLength(1);
  });

  it("still reads a whole body, and logs nothing for it", async () => {
    const { result, errors, infos } = await withLogs(() => readJsonBody(post('{"name":"Aisyah"}'), schema, 4096, "chat"));
    expect(result).toEqual({ name: "Aisyah" });
    expect([...errors, ...infos]).toEqual([]);
  });

  it("keeps a body over the cap a 413, not a dropped upload", async () => {
    const { result, infos } = await withLogs(() => settle(readJsonBody(post(`{"name":"${"x".repeat(5000)}"}`), schema, 4096, "tts")));
    expect(result).toMatchObject({ status: 413, code: "payload_too_large:tts" });
    expect(infos).toEqual([]);
  });
});
