import type { IncomingMessage, ServerResponse } from "node:http";

export declare const LANGUAGE_COOKIE: "lang";
export interface PageCache {
  /** True when answered from memory; otherwise the response is watched, to be kept if it may. */
  serveOrRecord(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: number;
}
export declare function createPageCache(): PageCache;
