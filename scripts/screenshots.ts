import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

// npm run screenshots -- [BASE_URL] [PATH...] — full-page screenshots at phone and desktop widths
// into ./screenshots, to look at what we build. Uses the system Chromium.
const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : [
        "/",
        "/collections",
        "/delivery-information",
        "/faq",
        "/size-guide",
        "/embroidery-and-printing",
        "/bulk-orders",
        "/returns-policy",
        "/missing-page",
      ];
const outDir = path.resolve("screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
  });
  await context.addInitScript(() =>
    window.localStorage.setItem("welcome-announcement-dismissed", "true"),
  );
  const page = await context.newPage();
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: "networkidle" });
    const name =
      pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.warn(`Screenshots in ${outDir}`);
