import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/support/chromium.mjs";

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const print = (line = "") => process.stdout.write(`${line}\n`);

/** A server left on the port by an interrupted run would answer for the one being measured: measure nothing rather than that. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`Port ${port} is taken (a server left by an earlier run?): stop it, or set BENCH_PORT.`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Waits until a server just spawned answers `probe`; stopping it ends its process group, unless it has already exited. */
export async function whenAnswering(child: ChildProcess, url: string, probe = url): Promise<{ url: string; stop(): void }> {
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let i = 0; i < 200; i++) {
    if (exited) throw new Error(`The server for ${url} exited before answering.`);
    try {
      if ((await fetch(probe)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => {
      if (!exited) process.kill(-child.pid!, "SIGTERM");
    },
  };
}

/**
 * Starts the production server of a checkout (this one by default) from its
 * existing build and waits until it answers: `server.mjs`, as `npm start`
 * does, or `next start` for a checkout older than it or when `nextStart` asks.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  root: string = process.cwd(),
  { nextStart = false }: { nextStart?: boolean } = {},
): Promise<{ url: string; stop(): void }> {
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
    throw new Error(`Run \`npm run build\` in ${root} first.`);
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  const [command, args] =
    !nextStart && fs.existsSync(path.join(root, "server.mjs")) ? ["node", ["server.mjs"]] : ["npx", ["next", "start", "-p", String(port)]];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_SILENT: "1",
      RATE_LIMIT: "off",
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  return whenAnswering(child, url, `${url}/robots.txt`);
}

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** Debian's Chromium with the benches' flags, and any a bench adds. */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
}

/** Installs a Debian package a benchmark needs, as root or through sudo. */
export function aptInstall(pkg: string): void {
  print(`Installing ${pkg} (Debian package)…`);
  const install = ["apt-get", "install", "-y", "-qq", pkg];
  const [command, ...args] = process.getuid?.() === 0 ? install : ["sudo", ...install];
  execFileSync(command, args, { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
