import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// An import of lib/server or lib/client, by alias or by a relative path that reaches it.
const SERVER_CODE = { regex: "^(@/lib/server|(\\.\\./)+(lib/)?server)(/|$)", message: "lib/server runs on the server only." };
const CLIENT_CODE = { regex: "^(@/lib/client|(\\.\\./)+(lib/)?client)(/|$)", message: "lib/client runs in the browser only." };

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures take a `use` callback that is not React's hook.
  { files: ["e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // lib/client runs in the browser only, lib/server on the server only, lib/shared in both: client and
  // server code never import each other, and shared code imports neither (nor "server-only").
  { files: ["lib/client/**"], rules: { "no-restricted-imports": ["error", { patterns: [SERVER_CODE] }] } },
  { files: ["lib/server/**"], rules: { "no-restricted-imports": ["error", { patterns: [CLIENT_CODE] }] } },
  {
    files: ["lib/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "server-only", message: "lib/shared runs in the browser too." }], patterns: [SERVER_CODE, CLIENT_CODE] },
      ],
    },
  },
  // CommonJS files are CommonJS on purpose (Node loaders).
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "bench/bare-app/.next/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
