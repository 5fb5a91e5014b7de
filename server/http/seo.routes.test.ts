import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { parseConfig } from "../config/env.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { pages } from "../db/schema/index.ts";
import { ensureStarterPages } from "../pages/starter-pages.ts";

describeWithDatabase("robots.txt and sitemap.xml", (use) => {
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    await ensureStarterPages(use().db);
    await use().db.insert(pages).values({ handle: "about-us", title: "About us" });
    const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example.co.uk" });
    if (!parsed.ok) throw new Error("config");
    app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("page"),
    });
  });

  it("lets crawlers in, keeps them out of the API and the basket, and names the sitemap", async () => {
    const response = await app.request("/robots.txt");
    const text = await response.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /basket");
    expect(text).toContain("Sitemap: https://shop.example.co.uk/sitemap.xml");
  });

  it("lists every collection and every product at the shop's public address", async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toContain("https://shop.example.co.uk/collections/safety-footwear");
    expect(urls).toContain(
      "https://shop.example.co.uk/products/russell-collection-r936-easycare-oxford-shirt",
    );
    expect(urls.filter((url) => url?.includes("/products/")).length).toBeGreaterThanOrEqual(60);
    // The information pages, at their own addresses, and a page the owner added.
    expect(urls).toContain("https://shop.example.co.uk/delivery-information");
    expect(urls).toContain("https://shop.example.co.uk/faq");
    expect(urls).toContain("https://shop.example.co.uk/pages/about-us");
    expect(new Set(urls).size).toBe(urls.length);
  });
});
