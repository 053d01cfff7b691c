import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withEnv } from "@/test/support/env";
import { POST as chat } from "./chat.php/route";
import { POST as contact } from "./contact.php/route";
import { POST as health } from "./health.php/route";
import { POST as tts } from "./tts.php/route";

const ROUTES = [
  ["chat", chat, { message: "Hello", language: "en" }],
  ["contact", contact, { name: "Aisyah Rahman", phone: "0123456789", language: "en", messages: [] }],
  ["health", health, {}],
  ["tts", tts, { text: "Hello", voice: "alloy", language: "en" }],
] as const;

const post = (surface: string, headers: Record<string, string>, body: unknown) =>
  new Request(`http://localhost/api/${surface}.php`, {
    method: "POST",
    headers: { host: "localhost", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

// A refusal must come before anything else, so the limits and the store are out of the way.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cross-site-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const isolated = <T>(body: () => Promise<T>) =>
  withEnv({ RATE_LIMIT: "off", DATABASE_URL: undefined, DATA_DIR: dataDir, OPENAI_API_KEY: undefined, LOG_SILENT: "1" }, body);

describe.each(ROUTES)("POST /api/%s.php from another site", (surface, handler, body) => {
  it("is refused with 403 forbidden:<surface> for a foreign Origin", async () => {
    await isolated(async () => {
      const response = await handler(post(surface, { origin: "https://evil.example" }, body));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: "This request is not allowed.", code: `forbidden:${surface}` });
    });
  });

  it("is refused for Origin: null and for Sec-Fetch-Site: cross-site", async () => {
    await isolated(async () => {
      expect((await handler(post(surface, { origin: "null" }, body))).status).toBe(403);
      expect((await handler(post(surface, { "sec-fetch-site": "cross-site" }, body))).status).toBe(403);
    });
  });

  it("goes on to the next check when it comes from the site's own page", async () => {
    await isolated(async () => {
      // An empty body is cheap to refuse and shows the origin guard let the request through.
      const response = await handler(post(surface, { origin: "http://localhost", "sec-fetch-site": "same-origin" }, {}));
      const expected = surface === "health" ? { status: 200, code: undefined } : { status: 400, code: `bad_request:${surface}` };
      expect({ status: response.status, code: (await response.json()).code }).toEqual(expected);
    });
  });
});
