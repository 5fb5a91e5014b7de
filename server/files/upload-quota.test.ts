import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { parseConfig } from "../config/env.ts";
import { rateLimits, storedFiles } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { hitRateLimit } from "../http/rate-limit.ts";
import { designFixtures } from "./design-fixtures.ts";
import { uploadBytesPerDay, uploadRateLimit } from "./upload-quota.ts";

// Issue 10.4 "Upload flood": anonymous design uploads from one address, as a script sends them.

const isBytesKey = sql`starts_with(${rateLimits.key}, 'upload-bytes:')`;

describeWithDatabase("design upload limits per address", (use) => {
  let app: ReturnType<typeof createApp>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-quota-"));
    const parsed = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error("config");
    app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("page", { status: 404 }),
    });
  });
  beforeEach(async () => {
    await use().db.delete(rateLimits);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function upload() {
    const form = new FormData();
    form.append("file", new File([designFixtures.png], "logo.png", { type: "image/png" }));
    return app.request("/api/functions/upload-design", {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
  }

  async function storedCounts() {
    const [rows] = await use().db.select({ total: count() }).from(storedFiles);
    const files = await readdir(path.join(dataDir, "uploads")).catch(() => []);
    return { rows: rows?.total ?? 0, files: files.length };
  }

  it("takes 20 uploads in 10 minutes from one address and answers the 21st with 429", async () => {
    expect(uploadRateLimit).toMatchObject({ limit: 20, windowMs: 10 * 60 * 1000 });
    for (let i = 0; i < 20; i += 1) expect((await upload()).status).toBe(201);
    const before = await storedCounts();
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many") });
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses an upload that takes the address past 100 MB today with 429, storing nothing", async () => {
    expect((await upload()).status).toBe(201);
    // The address's bytes today, as if it had sent 100 MB less a few bytes already.
    await use()
      .db.update(rateLimits)
      .set({ count: uploadBytesPerDay.limit - 10 })
      .where(isBytesKey);
    const before = await storedCounts();
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(22 * 3600);
    expect(await refused.json()).toEqual({
      error: expect.stringContaining("as much as we accept from one connection in a day"),
      field: "file",
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("counts the bytes of every upload an address makes in its day", async () => {
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const [row] = await use()
      .db.select({ count: rateLimits.count })
      .from(rateLimits)
      .where(isBytesKey);
    expect(row?.count).toBe(2 * designFixtures.png.byteLength);
  });

  it("adds amounts in one statement and holds the counter at its column's ceiling", async () => {
    const db = use().db;
    const rule = { name: "upload-bytes", limit: 100, windowMs: 60_000 };
    const key = "upload-bytes:198.51.100.9";
    const start = 1_700_000_000_000;
    const hit = (offsetMs: number, amount: number) =>
      hitRateLimit(db, key, rule, start + offsetMs, amount);
    expect(await hit(0, 60)).toMatchObject({ count: 60, isAllowed: true });
    expect(await hit(1, 50)).toMatchObject({ count: 110, isAllowed: false });
    expect(await hit(2, 2 ** 40)).toMatchObject({ count: 2_147_483_647, isAllowed: false });
    expect((await hit(3, 5)).count).toBe(2_147_483_647);
    // A new window starts from the amount alone.
    expect(await hit(60_000, 7)).toMatchObject({ count: 7, isAllowed: true });
  });
});
