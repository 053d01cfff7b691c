import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a kill, say). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript server script of test/support in its own Node process (as
 * a real server instance would be) and waits for its `listening <port>` line.
 * DATABASE_URL is not inherited: a test passes its own database. Set
 * CHILD_SERVER_ECHO=1 to see the child's output while debugging.
 */
export function startChildServer(script: string, env: Record<string, string | undefined>): Promise<ChildServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only.mjs", script], {
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
      if (process.env.CHILD_SERVER_ECHO) process.stderr.write(chunk);
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        resolve({
          origin: `http://127.0.0.1:${port}`,
          child,
          exited,
          async stop() {
            child.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before listening: ${errors}`)));
  });
}
