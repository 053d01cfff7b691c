// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface PageCache {
  lookup(etag: string, body: Buffer): Buffer | undefined;
  offer(etag: string, body: Buffer, done?: (kept: boolean) => void): void;
  readonly size: number;
}
export declare function createPageCache(options?: { maxEntries?: number; quality?: number }): PageCache;
export declare function servePrecompressedPages(cache: PageCache): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
