// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface BuildCopy {
  body: Buffer;
  brotli: Buffer;
}
export interface PrecompressedCache {
  lookup(etag: string, body: Buffer, pathname?: string): Buffer | undefined;
  offer(etag: string, body: Buffer, done?: (kept: boolean) => void): void;
  readonly size: number;
}
export declare function createPrecompressedCache(options?: {
  maxEntries?: number;
  quality?: number;
  built?: Map<string, BuildCopy>;
}): PrecompressedCache;
export declare function writeBuildCopies(distDir: string): { file: string; bytes: number; brotliBytes: number }[];
export declare function readBuildCopies(distDir: string): Map<string, BuildCopy>;
export declare function servePrecompressed(
  cache: PrecompressedCache,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
