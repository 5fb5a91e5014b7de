import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // graphql has no "exports" map: Node (and graphql-yoga, loaded by Node) gets its CommonJS
    // build, while Vite would give our files the ESM one — two GraphQLError classes, so Yoga took
    // the engine's own errors for unexpected ones and answered 500 in tests only (issue 10.7).
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    include: ["{app,core,server,commerce,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two workers suit the two-core machines.
    maxWorkers: 2,
    // An unhandled rejection or error anywhere fails the run (Vitest's default, kept on purpose:
    // issue 16). Never set dangerouslyIgnoreUnhandledErrors.
  },
});
