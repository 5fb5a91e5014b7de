import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser journeys against the built shop, in Debian's Chromium (never a downloaded browser).
// The shop runs on its own port with a fresh embedded database and the demo data.
const port = 3107;
const dataDir = path.join(tmpdir(), `tradewear-e2e-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx server/index.ts`,
    env: { NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" },
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
