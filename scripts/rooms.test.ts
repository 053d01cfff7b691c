import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readRooms } from "./rooms";

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rooms-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("readRooms", () => {
  it("finds two rooms that import each other, by alias and by relative path, and the cycle they make", () => {
    const lib = fixture({
      "server/a/one.ts": 'import { two } from "@/lib/server/b/two";\n',
      "server/b/two.ts": 'import { one } from "../a/one";\nimport { s } from "@/lib/shared/s";\n',
      "server/c/three.ts": 'import { two } from "@/lib/server/b/two";\n',
      "shared/s.ts": "export const s = 1;\n",
    });
    const graph = readRooms(lib);
    expect(graph.rooms).toEqual(["server/a", "server/b", "server/c", "shared"]);
    expect(graph.mutualPairs).toEqual([["server/a", "server/b"]]);
    expect(graph.cycles).toEqual([["server/a", "server/b"]]);
    expect(graph.backEdges.sort()).toEqual(["server/a -> server/b", "server/b -> server/a"]);
  });

  it("ignores tests and packages", () => {
    const lib = fixture({
      "server/a/one.ts": 'import "server-only";\nimport { z } from "zod";\n',
      "server/a/one.test.ts": 'import { two } from "@/lib/server/b/two";\n',
      "server/b/two.ts": 'import { one } from "@/lib/server/a/one";\n',
    });
    expect(readRooms(lib).cycles).toEqual([]);
  });
});

describe("the rooms of lib/", () => {
  const graph = readRooms(path.join(__dirname, "..", "lib"));

  it("reads the real tree", () => {
    expect(graph.edges.has("server/http -> shared")).toBe(true);
  });

  it("has no two rooms that import each other", () => {
    expect(graph.mutualPairs).toEqual([]);
  });

  it("has no import that runs back up: the rooms form no cycle", () => {
    expect(graph.cycles).toEqual([]);
  });
});
