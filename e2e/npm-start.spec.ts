import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const root = path.resolve(__dirname, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True while something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A process manager or a terminal stops `npm start` by signalling npm's own
 * process: the server it started must stop with it (after its drain), not
 * live on as an orphan holding the port.
 */
test("stopping npm start stops the server it started", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-npm-start-"));
  const inherited = { ...process.env };
  for (const key of ["OPENAI_API_KEY", "SMTP_URL", "LEADS_WEBHOOK_URL", "DATABASE_URL"]) delete inherited[key];
  // Its own process group, so whatever npm leaves behind can be cleaned up after the check.
  const npm = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
      DATA_DIR: dataDir,
      LOG_SILENT: "1",
    },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null))?.status, {
        timeout: 120_000,
        intervals: [250],
      })
      .toBe(200);

    npm.kill("SIGTERM");
    const started = Date.now();
    // Nothing in flight, so the server's drain ends at once: a few seconds is generous.
    while ((await listening(port)) && Date.now() - started < 5_000) await sleep(100);
    expect(await listening(port), "the port is still open 5 s after npm was told to stop").toBe(false);
    await exited;
  } finally {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      /* the whole group is gone already */
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
