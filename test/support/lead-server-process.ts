import { startChildServer, type ChildServer } from "./child-server";

export interface LeadServerProcess extends ChildServer {
  /** The contact route of this instance. */
  url: string;
}

/** Starts test/support/lead-server.ts (the real contact route and outbox) in its own process. */
export async function startLeadServer(env: Record<string, string | undefined>): Promise<LeadServerProcess> {
  const server = await startChildServer("test/support/lead-server.ts", env);
  return { ...server, url: `${server.origin}/api/contact.php` };
}
