import type { IncomingMessage, ServerResponse } from "node:http";

export declare const LANGUAGE_COOKIE: "lang";
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  record(req: IncomingMessage, res: ServerResponse): void;
  readonly size: number;
}
export declare function createPageCache(): PageCache;
