import { startChildServer, type ChildServer } from "./child-server";

export interface LimitsServerProcess extends ChildServer {
  url: string;
}

/** Starts test/support/limits-server.ts (limits and budgets of one instance) in its own process. */
export async function startLimitsServer(env: Record<string, string | undefined>): Promise<LimitsServerProcess> {
  const server = await startChildServer("test/support/limits-server.ts", { LOG_SILENT: "1", ...env });
  return { ...server, url: server.origin };
}
