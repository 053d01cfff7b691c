/**
 * Lets plain `node` run the project's TypeScript (the leads scripts, the bench and
 * test servers) with no build step and no extra dependency:
 *   node -r ./scripts/register-ts.cjs scripts/leads-export.ts
 * Each `.ts` file is compiled when required by the SWC binary Next.js already
 * ships (the compiler next/jest uses too), `@/` resolves as tsconfig's paths say,
 * and `server-only` is the empty module it is on the server.
 */
"use strict";
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");
const { transformSync } = require("next/dist/build/swc");

const root = path.resolve(__dirname, "..");
const serverOnly = require.resolve("next/dist/compiled/server-only/empty.js");

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveProjectPaths(request, ...rest) {
  if (request === "server-only") return serverOnly;
  if (request.startsWith("@/")) return resolve.call(this, path.join(root, request.slice(2)), ...rest);
  return resolve.call(this, request, ...rest);
};

for (const extension of [".ts", ".tsx"]) {
  Module._extensions[extension] = function compileTypeScript(module, filename) {
    const { code } = transformSync(fs.readFileSync(filename, "utf8"), {
      filename,
      sourceMaps: "inline",
      jsc: {
        parser: { syntax: "typescript", tsx: extension === ".tsx" },
        target: "es2022",
        transform: { react: { runtime: "automatic" } },
      },
      module: { type: "commonjs" },
    });
    module._compile(code, filename);
  };
}

// Stack traces point at the TypeScript lines.
process.setSourceMapsEnabled(true);
