import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/support/ports";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./test/support/chromium.mjs";

/**
 * Two production servers from one build: `offline` with nothing configured
 * (the embedded defaults a fresh machine gets), and `wired` pointed at our
 * local OpenAI-format and SMTP servers, started by the global setup.
 */

const distDir = process.env.NEXT_DIST_DIR || ".next";

function server(port: number, env: Record<string, string>) {
  return {
    // As `npm start` runs it: server.mjs captures each connection's address for the limits.
    command: "node server.mjs",
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: distDir,
      LOG_SILENT: "1",
      RATE_LIMIT: "off",
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Safety nets, not speed checks (bench/ measures speed): on a busy two-core machine a page can take
  // ten seconds to hydrate, and a test that opens several pages four times that.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E.offlinePort}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    server(E2E.offlinePort, { DATA_DIR: `${E2E.dataRoot}/offline` }),
    server(E2E.wiredPort, {
      DATA_DIR: `${E2E.dataRoot}/wired`,
      OPENAI_API_KEY: E2E.openAiKey,
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E.openAiPort}/v1`,
      AI_PROVIDER_NAME: "Local OpenAI test server",
      STT_MODEL: "whisper-1",
      HEALTH_CACHE_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      LEADS_TO: "sales@e2e.example",
      LEADS_FROM: "Aurelia Residences <no-reply@e2e.example>",
    }),
  ],
});
