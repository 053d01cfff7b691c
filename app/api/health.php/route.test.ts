import { clearHealthCache } from "@/lib/assistant/health";
import { OFFLINE_DISPLAY_NAME } from "@/lib/assistant/offline/provider";
import { startOpenAiServer, type OpenAiServer } from "@/test/support/openai-server";
import { withEnv } from "@/test/support/env";
import { POST } from "./route";

describe("POST /api/health.php", () => {
  let server: OpenAiServer;
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clearHealthCache();
    server.setMode("ok");
    server.requests.length = 0;
  });

  it("reports the offline consultant as connected when nothing is configured", async () => {
    await withEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }, async () => {
      const response = await POST();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, provider: OFFLINE_DISPLAY_NAME });
    });
  });

  it("reaches a configured API and names it", async () => {
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, AI_PROVIDER_NAME: undefined }, async () => {
      const response = await POST();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, provider: "127.0.0.1" });
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/models"]);
    });
  });

  it("caches the answer so repeated checks do not hammer the provider", async () => {
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url, HEALTH_CACHE_MS: "30000" }, async () => {
      for (let i = 0; i < 5; i++) expect((await POST()).status).toBe(200);
      expect(server.requests).toHaveLength(1);
    });
  });

  it("answers 503 with a readable error when the provider is down", async () => {
    await withEnv({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", AI_PROVIDER_NAME: "Acme AI" }, async () => {
      const response = await POST();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ success: false, error: "The AI provider is unreachable.", code: "unavailable:health", provider: "Acme AI" });
    });
  });

  it("gives up after 3 s when the provider is slow", async () => {
    server.setMode("stall");
    await withEnv({ OPENAI_API_KEY: server.apiKey, OPENAI_BASE_URL: server.url }, async () => {
      const started = Date.now();
      const response = await POST();
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect((await response.json()).error).toBe("The AI provider did not answer in time.");
      expect(elapsed).toBeGreaterThanOrEqual(2900);
    });
  });

  it("reports a refused key as not connected", async () => {
    await withEnv({ OPENAI_API_KEY: "sk-wrong", OPENAI_BASE_URL: server.url }, async () => {
      const response = await POST();
      expect(response.status).toBe(503);
      expect((await response.json()).success).toBe(false);
    });
  });
});
