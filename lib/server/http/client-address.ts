import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/server/config/env";
import { log } from "@/lib/server/log/log";
import { SOCKET_ADDRESS_HEADER, socketAddressIsStamped } from "./socket-address.mjs";

/** The shared bucket of every request whose connection address is not known. */
export const UNKNOWN_CLIENT = "unknown";

const IPV4_MAPPED = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/;

/**
 * One spelling per address, so a client cannot get a fresh limit by writing its
 * address another way: ports, brackets and zone ids dropped, IPv6 in its short
 * lowercase form, IPv4-mapped IPv6 as plain IPv4. Anything else is undefined.
 */
export function normaliseAddress(value: string | null | undefined): string | undefined {
  let text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "");
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  const short = new URL(`http://[${text}]`).hostname.slice(1, -1);
  const mapped = IPV4_MAPPED.exec(short);
  if (!mapped) return short;
  if (mapped[1]) return mapped[1];
  const high = parseInt(mapped[2], 16);
  const low = parseInt(mapped[3], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * The client's address: the connection's own, or, behind `trustedHops` reverse
 * proxies, the entry the farthest trusted proxy appended to X-Forwarded-For
 * (each proxy appends the address it was connected from, so that entry is the
 * Nth from the right). Entries to its left were written by the client and are
 * never read; X-Real-IP is never read. Fewer entries than hops means the
 * request skipped a proxy, and the leftmost one is the best there is; an entry
 * that is not an address stops the walk at the last one that was.
 */
export function clientAddressFrom(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustedHops: number,
): string | undefined {
  let address = normaliseAddress(socketAddress);
  if (!address) return undefined;
  const entries = forwardedFor?.trim() ? forwardedFor.split(",") : [];
  for (let hop = 0; hop < trustedHops && entries.length > 0; hop++) {
    const previous = normaliseAddress(entries.pop());
    if (!previous) break;
    address = previous;
  }
  return address;
}

/** The eight groups of an IPv6 address in its short form, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/**
 * What one client's limits are counted under. An IPv6 client usually holds a
 * whole /64 and can pick a new address per request, so the /64 is the client.
 */
export function limitBucketOf(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The wider network a client bucket lies in, which has a cap of its own on the
 * daily budgets: for an IPv6 /64, its /48, the usual allocation of one site,
 * inside which one customer can switch between 65,536 /64s at will. An IPv4
 * address has none: a /24 at a mobile carrier is thousands of strangers behind
 * carrier-grade NAT, and one of them must not spend the others' share.
 */
export function networkBucketOf(bucket: string): string | undefined {
  if (!bucket.endsWith("::/64")) return undefined;
  return `${bucket.slice(0, -"::/64".length).split(":").slice(0, 3).join(":")}::/48`;
}

let warned = false;

/**
 * The address of the client that sent this request, for limits. Only server.mjs
 * knows the connection; under `next dev` or a bare `next start` every request
 * shares the "unknown" bucket, and the log says why, once.
 */
export function clientAddressOf(request: Request): string {
  if (!socketAddressIsStamped()) {
    if (!warned) {
      warned = true;
      log.warn("client address unknown: the server was not started through server.mjs, so every client shares one request limit");
    }
    return UNKNOWN_CLIENT;
  }
  const { headers } = request;
  return clientAddressFrom(headers.get(SOCKET_ADDRESS_HEADER), headers.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS) ?? UNKNOWN_CLIENT;
}

/** The bucket this request's client is counted in, for limits, budgets and shares of the speech engine. */
export function clientBucketOf(request: Request): string {
  return limitBucketOf(clientAddressOf(request));
}
