// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const compressResponses: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
