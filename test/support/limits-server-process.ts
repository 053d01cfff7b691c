import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface LimitsServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts test/support/limits-server.ts in its own Node process and waits until it listens. */
export function startLimitsServer(env: Record<string, string | undefined>): Promise<LimitsServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_SILENT: "1" };
  delete childEnv.DATABASE_URL;
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  const child: ChildProcess = spawn(process.execPath, ["-r", "./scripts/register-ts.cjs", "test/support/limits-server.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        resolve({
          url: `http://127.0.0.1:${port}`,
          async stop() {
            child.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`limits server exited (${code}) before listening: ${errors}`)));
  });
}
