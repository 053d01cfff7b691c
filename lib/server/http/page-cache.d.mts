// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const LANGUAGE_COOKIE: "lang";
export interface PageCache {
  /** True when answered from memory; otherwise the response is watched, to be kept if it may. */
  serveOrRecord(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: number;
  /** What the kept answers take, bodies and headers, never above `maxBytes`. */
  readonly bytes: number;
}
/** The encoding Next answers a request with this Accept-Encoding in: gzip, deflate or identity. */
export declare function servedEncoding(header: string | string[] | undefined): "gzip" | "deflate" | "identity";
export declare function createPageCache(options?: { maxBytes?: number; maxEntries?: number }): PageCache;
