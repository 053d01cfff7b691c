import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface LeadServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a kill, say). */
  exited: Promise<void>;
}

/**
 * Starts test/support/lead-server.ts in its own Node process and waits until it
 * listens. Set LEAD_SERVER_ECHO=1 to see the child's log lines while debugging.
 */
export function startLeadServer(env: Record<string, string | undefined>): Promise<LeadServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  const child = spawn(process.execPath, ["-r", "./scripts/register-ts.cjs", "test/support/lead-server.ts"], {
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
      if (process.env.LEAD_SERVER_ECHO) process.stderr.write(chunk);
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/api/contact.php`, child, exited });
    });
    child.once("exit", (code) => reject(new Error(`lead server exited (${code}) before listening: ${errors}`)));
  });
}
