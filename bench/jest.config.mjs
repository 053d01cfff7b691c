import path from "node:path";
import { fileURLToPath } from "node:url";
import rootConfig from "../jest.config.mjs";

/**
 * Benchmarks run through Jest only to reuse its TypeScript transform and the
 * `@/` paths (no TS runner is installed). They print figures and assert nothing.
 */
export default async function benchConfig() {
  const resolved = await rootConfig();
  return {
    ...resolved,
    rootDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."),
    testMatch: ["<rootDir>/bench/**/*.bench.ts"],
    testTimeout: 600_000,
  };
}
