import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,core,server,commerce,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two workers suit the two-core machines.
    maxWorkers: 2,
  },
});
