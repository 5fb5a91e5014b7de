import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser journeys against the built shop, in Debian's Chromium (never a downloaded browser).
// Three shops, each on its own port with a fresh embedded database:
// - 3107 "desktop": the demo data, for every ordinary journey;
// - 3108 "catalogue-down": a Storefront API provider that refuses connections (localhost:1), so
//   every catalogue call really fails while the shop itself stays up;
// - 3109 "catalogue-empty": our own engine with no catalogue at all;
// - 3110 "shopify-mode": a shop in Shopify mode whose "Shopify store" is the 3107 shop, reached
//   over plain HTTP on loopback (issue 17), with no catalogue of its own.
// Each of the three other projects runs only its own spec file.
// E2E_PORT_BASE moves all four (for running two checkouts' journeys side by side).
// E2E_DATABASE_URL runs the desktop shop, which every ordinary journey uses, on that PostgreSQL
// database instead, dropped and created afresh first (its name must be its own, not "postgres"),
// with a worker per core as production runs it; the three others stay embedded.
const port = Number(process.env.E2E_PORT_BASE ?? 3107);
const downPort = port + 1;
const emptyPort = port + 2;
const shopifyModePort = port + 3;

const dataDirFor = (serverPort: number) => path.join(tmpdir(), `tradewear-e2e-${serverPort}`);
/** Where the desktop shop writes its outgoing mail (tests/e2e/accounts.spec.ts reads it there). */
const mailDropDirFor = (serverPort: number) => path.join(dataDirFor(serverPort), "mail");

const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 900 },
};

const databaseUrl = process.env["E2E_DATABASE_URL"];

/** A production shop on `serverPort` with a fresh data directory and the given settings. */
function shopServer(serverPort: number, env: Record<string, string>) {
  const serverDataDir = dataDirFor(serverPort);
  const freshDatabase = env["DATABASE_URL"]
    ? `npx tsx scripts/fresh-database.ts ${env["DATABASE_URL"]} && `
    : "";
  return {
    command: `rm -rf ${serverDataDir} && ${freshDatabase}node --enable-source-maps build/node/index.js`,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      DATA_DIR: serverDataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    // /healthz checks only the database, so it answers even when the catalogue provider is down.
    url: `http://127.0.0.1:${serverPort}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}

const downSpec = "catalogue-down.spec.ts";
const emptySpec = "catalogue-empty.spec.ts";
const shopifyModeSpec = "shopify-mode.spec.ts";
// Issue 18.9: the owner's settings journey runs first, on its own: it changes what every page
// shows (phone, announcement) and leaves the demo shop with its own bank details, without which
// the checkout journeys could place no order.
const settingsSpec = "shop-settings.spec.ts";

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
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "shop-settings", use: browser, testMatch: settingsSpec },
    {
      name: "desktop",
      use: browser,
      testIgnore: [downSpec, emptySpec, shopifyModeSpec, settingsSpec],
      dependencies: ["shop-settings"],
    },
    {
      name: "catalogue-down",
      testMatch: downSpec,
      use: { ...browser, baseURL: `http://127.0.0.1:${downPort}` },
    },
    {
      name: "catalogue-empty",
      testMatch: emptySpec,
      use: { ...browser, baseURL: `http://127.0.0.1:${emptyPort}` },
    },
    {
      name: "shopify-mode",
      testMatch: shopifyModeSpec,
      use: { ...browser, baseURL: `http://127.0.0.1:${shopifyModePort}` },
      // Its checkout is the demo shop's, which takes orders once the settings journey has run.
      dependencies: ["shop-settings"],
    },
  ],
  webServer: [
    // Outgoing mail as .eml files (MAIL_DROP_DIR), for journeys that follow an e-mailed link;
    // PUBLIC_URL as the browser sees the shop, so e-mailed links and the sign-in origin check
    // (Better Auth trusts only PUBLIC_URL's origin) match it.
    shopServer(port, {
      SEED_DEMO: "true",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_DROP_DIR: mailDropDirFor(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    shopServer(downPort, {
      SHOPIFY_STORE_DOMAIN: "localhost:1",
      SHOPIFY_STOREFRONT_TOKEN: "test-token",
      SEED_DEMO: "false",
      // Every catalogue call fails here on purpose; its error logs would only bury the report.
      LOG_LEVEL: "fatal",
    }),
    shopServer(emptyPort, { SEED_DEMO: "false" }),
    // Seeded with the demo accounts (an admin, a trade and a retail buyer) and so with a demo
    // catalogue of its own too, whose ids are the store's: its journeys prove that a Shopify-mode
    // shop uses the store's products, never its own records that happen to share their numbers.
    shopServer(shopifyModePort, {
      SHOPIFY_STORE_DOMAIN: `127.0.0.1:${port}`,
      SHOPIFY_STOREFRONT_TOKEN: "stand-in-store-token",
      SEED_DEMO: "true",
      PUBLIC_URL: `http://127.0.0.1:${shopifyModePort}`,
    }),
  ],
});
