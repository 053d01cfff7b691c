import "server-only";
import { withEnv } from "@/test/support/env";
import { fromClient } from "@/test/support/client-address";
import { UNKNOWN_CLIENT, clientAddressFrom, clientAddressOf, limitBucketOf, networkBucketOf, normaliseAddress } from "./client-address";

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:CB00:7107", "203.0.113.7"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("spells %p as %p", (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });

  it.each([
    [""],
    ["unknown"],
    ["203.0.113"],
    ["203.0.113.300"],
    ["<script>"],
    ["1.2.3.4, 5.6.7.8"],
    ["2001:db8::1::2"],
    [undefined],
    [null],
  ])("refuses %p", (input) => {
    expect(normaliseAddress(input)).toBeUndefined();
  });
});

describe("clientAddressFrom", () => {
  const SOCKET = "10.0.0.2";

  it("with no trusted hops, is the connection's address whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom(SOCKET, null, 0)).toBe(SOCKET);
    expect(clientAddressFrom(SOCKET, "203.0.113.1", 0)).toBe(SOCKET);
    expect(clientAddressFrom(SOCKET, "203.0.113.1, 198.51.100.2", 0)).toBe(SOCKET);
  });

  it("behind one proxy, is the entry that proxy appended, not what the client wrote before it", () => {
    expect(clientAddressFrom(SOCKET, "198.51.100.2", 1)).toBe("198.51.100.2");
    // The client forged the first two entries; the proxy appended the last.
    expect(clientAddressFrom(SOCKET, "1.1.1.1, 2.2.2.2, 198.51.100.2", 1)).toBe("198.51.100.2");
  });

  it("behind two proxies, is the second entry from the right", () => {
    expect(clientAddressFrom(SOCKET, "1.1.1.1, 198.51.100.2, 10.0.0.9", 2)).toBe("198.51.100.2");
    expect(clientAddressFrom(SOCKET, "198.51.100.2,10.0.0.9", 2)).toBe("198.51.100.2");
  });

  it("with fewer entries than hops, takes the leftmost there is", () => {
    expect(clientAddressFrom(SOCKET, "198.51.100.2", 2)).toBe("198.51.100.2");
    expect(clientAddressFrom(SOCKET, "", 2)).toBe(SOCKET);
    expect(clientAddressFrom(SOCKET, null, 2)).toBe(SOCKET);
  });

  it("stops at an entry that is not an address", () => {
    expect(clientAddressFrom(SOCKET, "198.51.100.2, garbage", 2)).toBe(SOCKET);
    expect(clientAddressFrom(SOCKET, "garbage, 10.0.0.9", 2)).toBe("10.0.0.9");
    expect(clientAddressFrom(SOCKET, "198.51.100.2,,10.0.0.9", 3)).toBe("10.0.0.9");
  });

  it("normalises what it returns", () => {
    expect(clientAddressFrom("::ffff:127.0.0.1", null, 0)).toBe("127.0.0.1");
    expect(clientAddressFrom(SOCKET, "[2001:DB8::7]:1234", 1)).toBe("2001:db8::7");
    expect(clientAddressFrom(SOCKET, "::ffff:198.51.100.2", 1)).toBe("198.51.100.2");
  });

  it("knows nothing without a connection address", () => {
    expect(clientAddressFrom(undefined, "198.51.100.2", 1)).toBeUndefined();
    expect(clientAddressFrom("nonsense", "198.51.100.2", 1)).toBeUndefined();
  });
});

describe("limitBucketOf", () => {
  it("keeps an IPv4 address and counts an IPv6 client by its /64", () => {
    expect(limitBucketOf("203.0.113.7")).toBe("203.0.113.7");
    expect(limitBucketOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitBucketOf("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(limitBucketOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitBucketOf("::1")).toBe("0:0:0:0::/64");
    expect(limitBucketOf(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });
});

describe("clientAddressOf", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/chat.php", { method: "POST", headers });

  it("is the shared unknown bucket, with one warning, when the server did not stamp the connection", async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(console, "warn").mockImplementation((line: string) => warnings.push(line));
    try {
      await withEnv({ LOG_SILENT: undefined }, async () => {
        // A client's own header counts for nothing before server.mjs vouches for it.
        expect(clientAddressOf(request({ "x-socket-address": "203.0.113.5", "x-forwarded-for": "203.0.113.6" }))).toBe(UNKNOWN_CLIENT);
        expect(clientAddressOf(request({}))).toBe(UNKNOWN_CLIENT);
      });
    } finally {
      spy.mockRestore();
    }
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: "warn", message: expect.stringContaining("server.mjs") });
  });

  it("is the stamped connection address, unmoved by forged X-Forwarded-For or X-Real-IP", async () => {
    const forged = { "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" };
    await withEnv({ TRUSTED_PROXY_HOPS: undefined }, async () => {
      expect(clientAddressOf(fromClient("198.51.100.20", forged))).toBe("198.51.100.20");
    });
  });

  it("reads as many X-Forwarded-For hops as TRUSTED_PROXY_HOPS trusts", async () => {
    await withEnv({ TRUSTED_PROXY_HOPS: "1" }, async () => {
      expect(clientAddressOf(fromClient("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 198.51.100.21" }))).toBe("198.51.100.21");
    });
  });
});

describe("networkBucketOf", () => {
  it("puts an IPv6 /64 in its /48, and an IPv4 address in none", () => {
    expect(networkBucketOf(limitBucketOf("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1::/48");
    expect(networkBucketOf(limitBucketOf("2001:db8:1:ffff::9"))).toBe("2001:db8:1::/48");
    expect(networkBucketOf(limitBucketOf("2001:db8::1"))).toBe("2001:db8:0::/48");
    expect(networkBucketOf("203.0.113.7")).toBeUndefined();
    expect(networkBucketOf(UNKNOWN_CLIENT)).toBeUndefined();
  });
});
