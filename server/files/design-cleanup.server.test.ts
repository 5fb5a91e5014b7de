import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseConfig } from "../config/env.ts";
import type { AppServices } from "../context.ts";
import {
  cartLines,
  carts,
  designSubmissions,
  orderItems,
  orders,
  productVariants,
  storedFiles,
} from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import {
  cleanUpUnclaimedDesigns,
  designCleanupLockId,
  startDesignCleanup,
} from "./design-cleanup.server.ts";
import { designFixtures } from "./design-fixtures.ts";
import { storeDesign } from "./files.server.ts";

// Issue 10.4: designs nothing claims are deleted 7 days after upload, by one instance at a time.

const day = 24 * 60 * 60 * 1000;

describeWithDatabase("the clean-up of unclaimed designs", (use, engine) => {
  let services: AppServices;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-cleanup-"));
    const parsed = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error("config");
    services = { config: parsed.config, database: use(), logger: pino({ level: "silent" }) };
    await applyDemoSeed(use().db);
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A stored design uploaded `ageDays` ago. */
  async function designUploaded(ageDays: number): Promise<string> {
    const stored = await storeDesign({
      db: use().db,
      dataDir,
      fileName: "logo.png",
      bytes: designFixtures.png,
    });
    if (!stored.ok) throw new Error(stored.message);
    await use()
      .db.update(storedFiles)
      .set({ createdAt: new Date(Date.now() - ageDays * day) })
      .where(eq(storedFiles.id, stored.design.id));
    return stored.design.id;
  }

  async function remaining(ids: string[]) {
    const rows = await use()
      .db.select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    const files = new Set(await readdir(path.join(dataDir, "uploads")));
    return rows.filter((row) => files.has(row.storageKey)).map((row) => row.id);
  }

  it("deletes an unclaimed design after 7 days, row and file, and keeps claimed and fresh ones", async () => {
    const db = use().db;
    const unclaimed = await designUploaded(8);
    const fresh = await designUploaded(6);
    const onOrder = await designUploaded(30);
    const onRequest = await designUploaded(30);
    const inCart = await designUploaded(30);

    const [order] = await db
      .insert(orders)
      .values({
        paymentMethod: "bank_transfer",
        subtotalPence: 1000,
        vatPence: 200,
        deliveryPence: 0,
        totalPence: 1200,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productTitle: "Polo",
      quantity: 1,
      unitPricePence: 1000,
      lineExVatPence: 1000,
      lineVatPence: 200,
      customizationType: "embroidery",
      customizationPosition: "Chest Left",
      designFileId: onOrder,
    });
    await db.insert(designSubmissions).values({
      fileId: onRequest,
      serviceType: "embroidery",
      quantity: 50,
      contactName: "Sam",
      contactEmail: "sam@example.com",
    });
    const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);
    const [cart] = await db
      .insert(carts)
      .values({ token: `cleanup-${engine}` })
      .returning();
    await db.insert(cartLines).values({
      cartId: cart!.id,
      variantId: variant!.id,
      quantity: 1,
      position: 0,
      // In capitals, as a client may send it: still the same design.
      attributes: [
        { key: "_decoration_type", value: "embroidery" },
        { key: "_design_id", value: inCart.toUpperCase() },
      ],
    });

    const all = [unclaimed, fresh, onOrder, onRequest, inCart];
    expect(await remaining(all)).toHaveLength(5);
    expect(await cleanUpUnclaimedDesigns(services)).toEqual({ ran: true, deleted: 1 });
    expect((await remaining(all)).sort()).toEqual([fresh, onOrder, onRequest, inCart].sort());
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, unclaimed));
    expect(row).toBeUndefined();
    // Nothing left to do: a second run deletes nothing.
    expect(await cleanUpUnclaimedDesigns(services)).toEqual({ ran: true, deleted: 0 });
  });

  it("runs at start and then on its timer until stopped", async () => {
    const cleanup = startDesignCleanup(services, { intervalMs: 20 });
    await cleanup.runNow();
    const old = await designUploaded(10);
    await expect.poll(() => remaining([old]), { timeout: 5_000 }).toEqual([]);
    await cleanup.stop();
    const later = await designUploaded(10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remaining([later])).toEqual([later]);
    expect(await cleanUpUnclaimedDesigns(services)).toEqual({ ran: true, deleted: 1 });
  });

  // PGlite is one connection: a second session, and so a held lock, needs the server.
  it.runIf(engine === "postgres")(
    "skips its turn while another instance's run holds the lock, and runs once it is free",
    async () => {
      const db = use().db;
      const old = await designUploaded(9);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${designCleanupLockId})`);
        expect(await cleanUpUnclaimedDesigns(services)).toEqual({ ran: false });
        expect(await remaining([old])).toEqual([old]);
      });
      const both = await Promise.all([
        cleanUpUnclaimedDesigns(services),
        cleanUpUnclaimedDesigns(services),
      ]);
      // Two at once: each design is deleted by one of them, whichever ran.
      const deleted = both.map((result) => (result.ran ? result.deleted : 0));
      expect(deleted.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await remaining([old])).toEqual([]);
    },
  );
});
