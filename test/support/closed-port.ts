import net from "node:net";
import type { AddressInfo } from "node:net";

/** A local port nothing listens on (it was just bound and released): connecting is refused at once. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** DATABASE_URL for a PostgreSQL server that is down. */
export async function downDatabaseUrl(): Promise<string> {
  return `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
}
