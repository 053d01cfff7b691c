import { globalConfig } from "zod/v4/core";
import { z } from "./zod";

it("parses without the eval-compiled fast path the site's CSP forbids", () => {
  expect(globalConfig.jitless).toBe(true);
  const seen: string[] = [];
  const original = globalThis.Function;
  // Any `new Function` during a parse would be the probe a strict CSP reports.
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      seen.push(String(args.at(-1)));
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ a: z.number(), b: z.string() }).parse({ a: 1, b: "x" })).toEqual({ a: 1, b: "x" });
  } finally {
    globalThis.Function = original;
  }
  expect(seen).toEqual([]);
});
