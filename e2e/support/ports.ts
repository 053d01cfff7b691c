import os from "node:os";
import path from "node:path";

/** Fixed local ports, so the servers and every worker agree without passing state around. */
export const E2E = {
  offlinePort: Number(process.env.E2E_OFFLINE_PORT ?? 3100),
  wiredPort: Number(process.env.E2E_WIRED_PORT ?? 3101),
  openAiPort: Number(process.env.E2E_OPENAI_PORT ?? 3199),
  controlPort: Number(process.env.E2E_CONTROL_PORT ?? 3198),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  openAiKey: "sk-e2e-local",
  dataRoot: process.env.E2E_DATA_ROOT ?? path.join(os.tmpdir(), "aurelia-e2e"),
} as const;

export const wiredURL = `http://127.0.0.1:${E2E.wiredPort}`;
export const controlURL = `http://127.0.0.1:${E2E.controlPort}`;
