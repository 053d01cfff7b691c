// No "server-only" here: this declares the plain-Node module beside it, which server.mjs loads before Next starts.
import type { IncomingMessage } from "node:http";

export declare const SOCKET_ADDRESS_HEADER: "x-socket-address";
export declare function stampSocketAddress(req: IncomingMessage): void;
export declare function socketAddressIsStamped(): boolean;
