import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SOCKET_ADDRESS_HEADER, socketAddressIsStamped, stampSocketAddress } from "./socket-address.mjs";

/** A real server that stamps each request as server.mjs does and echoes what Next would read. */
async function withStampingServer(body: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer((req, res) => {
    stampSocketAddress(req);
    const raw = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === SOCKET_ADDRESS_HEADER).length;
    res.end(JSON.stringify({ header: req.headers[SOCKET_ADDRESS_HEADER], rawCopies: raw, forwarded: req.headers["x-forwarded-for"] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("stampSocketAddress", () => {
  it("replaces a client's own copy of the header with the connection's address, in headers and raw headers", async () => {
    expect(socketAddressIsStamped()).toBe(false);
    await withStampingServer(async (url) => {
      const response = await fetch(url, { headers: { [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "198.51.100.1" } });
      expect(await response.json()).toEqual({ header: "127.0.0.1", rawCopies: 1, forwarded: "198.51.100.1" });
    });
    expect(socketAddressIsStamped()).toBe(true);
  });

  it("removes every copy when a client sends the header twice", async () => {
    await withStampingServer(async (url) => {
      const headers = new Headers();
      headers.append(SOCKET_ADDRESS_HEADER, "203.0.113.9");
      headers.append("X-Socket-Address", "203.0.113.10");
      const response = await fetch(url, { headers });
      expect(await response.json()).toMatchObject({ header: "127.0.0.1", rawCopies: 1 });
    });
  });
});
