// No "server-only" here: server.mjs loads this file with plain Node before Next starts, where that import throws.
/**
 * The one thing only the HTTP server can know: the address of the peer at the
 * other end of the TCP connection. `next start` hands route handlers the
 * client's own X-Forwarded-For untouched, so server.mjs writes the socket
 * address into a header of its own, after removing any copy a client sent.
 * Plain ESM so `node server.mjs` runs it with no build step; the rule that turns
 * it into the client's address (trusted proxy hops) is in client-address.ts.
 */
export const SOCKET_ADDRESS_HEADER = "x-socket-address";

// A mark on the process, not on the request: a header could be forged, this cannot.
const STAMPED = Symbol.for("aurelia.socket-address-stamped");

/** Replaces any client-sent copy of the header with the connection's own address. */
export function stampSocketAddress(req) {
  delete req.headers[SOCKET_ADDRESS_HEADER];
  // Next reads req.headers, but rawHeaders carries the client's bytes too: drop it there as well.
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === SOCKET_ADDRESS_HEADER) raw.splice(i, 2);
  const address = req.socket?.remoteAddress;
  if (address) {
    req.headers[SOCKET_ADDRESS_HEADER] = address;
    raw.push(SOCKET_ADDRESS_HEADER, address);
  }
  globalThis[STAMPED] = true;
}

/** True once this process serves through stampSocketAddress, so the header can be believed. */
export function socketAddressIsStamped() {
  return globalThis[STAMPED] === true;
}
