// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface PrecompressedCache {
  lookup(etag: string, body: Buffer): Buffer | undefined;
  offer(etag: string, body: Buffer, done?: (kept: boolean) => void): void;
  readonly size: number;
}
export declare function createPrecompressedCache(options?: { maxEntries?: number; quality?: number }): PrecompressedCache;
export declare function servePrecompressed(
  cache: PrecompressedCache,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
