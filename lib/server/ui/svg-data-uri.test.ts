import "server-only";
import fs from "node:fs";
import path from "node:path";
import { publicSvgDataUri } from "./svg-data-uri";

it("carries the file's drawing, whole, in a data address a browser reads as SVG", () => {
  const uri = publicSvgDataUri("/brand/aurelia-mark.svg");
  expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
  const file = fs.readFileSync(path.join(process.cwd(), "public", "brand", "aurelia-mark.svg"), "utf8").trim();
  expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(file);
  // Nothing in it can end the attribute it is written into, or start a fragment.
  expect(uri).not.toMatch(/["'<>#\s]/);
});

it("reads each file once", () => {
  const read = jest.spyOn(fs, "readFileSync");
  const first = publicSvgDataUri("/icon.svg");
  const again = publicSvgDataUri("/icon.svg");
  expect(again).toBe(first);
  expect(read.mock.calls.filter(([file]) => String(file).endsWith("icon.svg"))).toHaveLength(1);
  read.mockRestore();
});
