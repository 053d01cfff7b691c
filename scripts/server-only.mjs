/**
 * Lets a script run server code outside Next: `tsx --import ./scripts/server-only.mjs X.ts`.
 * On the server `server-only` is an empty module (its `react-server` export, which Next picks);
 * everywhere else it throws, to keep server code out of the browser. A script is the server, so
 * it gets the empty module too. Only that one name is mapped: React, next-intl and the rest
 * resolve as plain Node resolves them (`--conditions=react-server` would switch those as well,
 * to builds that need Next's server around them).
 */
import Module, { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const empty = path.join(path.dirname(require.resolve("server-only")), "empty.js");

// tsx compiles the project's TypeScript to CommonJS (package.json sets no "type"), so its imports are
// require() calls, which Node 20 resolves here; no ESM loader hook sees them.
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === "server-only" ? empty : resolve.call(this, request, ...rest);
};
