import type { IncomingMessage } from "node:http";
import { stampSocketAddress } from "@/lib/server/http/socket-address.mjs";

/**
 * A request as server.mjs hands it to a route handler when `address` is the
 * connection's peer: stamped by the same function, so limits see that client.
 * Route tests use it to be distinct clients, forged headers and all.
 */
export function fromClient(address: string, headers: Record<string, string> = {}, init: RequestInit & { url?: string } = {}): Request {
  const incoming = { headers: { ...headers }, rawHeaders: Object.entries(headers).flat(), socket: { remoteAddress: address } };
  stampSocketAddress(incoming as unknown as IncomingMessage);
  const { url = "http://localhost/api/chat.php", ...rest } = init;
  return new Request(url, { method: "POST", ...rest, headers: incoming.headers as Record<string, string> });
}
