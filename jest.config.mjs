import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and integration tests live beside the code; Playwright owns e2e/. */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/data/"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testTimeout: 30_000,
};

// next-intl and its helpers ship ES modules only; let SWC compile them for Jest.
const esmPackages = ["next-intl", "use-intl", "icu-minify", "@formatjs", "intl-messageformat"].join("|");

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`, "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
}
