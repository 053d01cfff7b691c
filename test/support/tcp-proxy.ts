import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy that can go silent: `stop()` keeps every socket open but holds the
 * bytes (and the closes) in both directions, as a stalled NAT or a network
 * partition does; `resume()` delivers what was held, in order, and forwards
 * again. New connections made while stopped are accepted and held the same way.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  stop(): void;
  resume(): void;
  readonly forwarding: boolean;
  /** Connections whose two sides are not both closed yet. */
  readonly openConnections: number;
  close(): Promise<void>;
}

interface Direction {
  from: net.Socket;
  to: net.Socket;
  held: Buffer[];
  ended: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let forwarding = true;
  const directions = new Set<Direction>();
  const sockets = new Set<net.Socket>();
  let open = 0;

  const flush = (d: Direction) => {
    for (const chunk of d.held.splice(0)) if (!d.to.destroyed) d.to.write(chunk);
    if (!d.ended) return;
    if (!d.to.destroyed) d.to.end();
    directions.delete(d);
  };

  const pipe = (from: net.Socket, to: net.Socket) => {
    const d: Direction = { from, to, held: [], ended: false };
    directions.add(d);
    from.on("data", (chunk: Buffer) => {
      if (forwarding && !to.destroyed) to.write(chunk);
      else d.held.push(chunk);
    });
    // A reset counts as an end: the other side learns of it once forwarding resumes.
    const end = () => {
      if (d.ended) return;
      d.ended = true;
      if (forwarding) flush(d);
    };
    from.on("end", end);
    from.on("close", end);
    from.on("error", () => {});
  };

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ ...target, allowHalfOpen: true });
    sockets.add(client).add(upstream);
    open += 1;
    let closed = 0;
    for (const socket of [client, upstream]) {
      socket.once("close", () => {
        sockets.delete(socket);
        if (++closed === 2) open -= 1;
      });
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    stop() {
      forwarding = false;
    },
    resume() {
      forwarding = true;
      for (const d of directions) flush(d);
    },
    get forwarding() {
      return forwarding;
    },
    get openConnections() {
      return open;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
