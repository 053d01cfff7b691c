import "server-only";
import { ApiError } from "@/lib/server/api/errors";
import { StoreUnavailableError } from "@/lib/server/store/errors";
import { fail } from "./responses";

/** Copies of the error modules as a second server chunk of the production build holds them. */
function foreignCopies() {
  let api!: typeof import("@/lib/server/api/errors");
  let store!: typeof import("@/lib/server/store/errors");
  jest.isolateModules(() => {
    api = jest.requireActual<typeof import("@/lib/server/api/errors")>("@/lib/server/api/errors");
    store = jest.requireActual<typeof import("@/lib/server/store/errors")>("@/lib/server/store/errors");
  });
  expect(api.ApiError).not.toBe(ApiError);
  expect(store.StoreUnavailableError).not.toBe(StoreUnavailableError);
  return { api, store };
}

describe("fail() across module copies", () => {
  it("answers a store outage from another chunk's copy with 503 unavailable, not 500", async () => {
    const { store } = foreignCopies();
    const response = fail(
      new Error("lead not saved", { cause: new store.StoreUnavailableError(new Error("Connection terminated")) }),
      "chat",
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, code: "unavailable:chat" });
  });

  it("keeps another chunk's ApiError as it was thrown: its status, code and Retry-After", async () => {
    const { api } = foreignCopies();
    const limited = fail(new api.ApiError("rate_limited", "contact", undefined, { retryAfter: 7 }), "contact");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    expect(await limited.json()).toMatchObject({ code: "rate_limited:contact" });
    const unavailable = fail(new api.ApiError("unavailable", "chat"), "chat");
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ code: "unavailable:chat" });
  });

  it("still answers an unknown error with 500 internal", async () => {
    const response = fail(new Error("a bug"), "chat");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: "internal:chat" });
  });
});
