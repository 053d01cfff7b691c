import "server-only";
import fs from "node:fs";
import path from "node:path";
import { ERROR_KINDS } from "@/lib/shared/api/error-codes";
import { ApiError, DEFAULT_MESSAGE } from "./errors";

const en = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", "en.json"), "utf8")) as {
  serverErrors: Record<string, string | Record<string, string>>;
};

describe("server error texts", () => {
  it("are the English page's words for each kind, so an English visitor reads what an API client reads", () => {
    // Only the media-type refusal speaks to developers ("application/json"); the page words it for people.
    for (const kind of ERROR_KINDS.filter((k) => k !== "unsupported_media_type")) {
      expect(`${kind}: ${en.serverErrors[kind]}`).toBe(`${kind}: ${DEFAULT_MESSAGE[kind]}`);
    }
  });

  it("carry a code the page can look up", () => {
    const error = new ApiError("rate_limited", "chat");
    expect(error.code).toBe("rate_limited:chat");
    expect(error.message).toBe(en.serverErrors.rate_limited);
  });
});
