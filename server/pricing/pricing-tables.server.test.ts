import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { embroideryPricing } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { getPricingTables } from "./pricing-tables.server.ts";

const logger = pino({ level: "silent" });

describeWithDatabase("getPricingTables (the /pricing page)", (use) => {
  it("gives every embroidery size category and every print row, in pence ex VAT", async () => {
    const database = use();
    await applyDemoSeed(database.db);
    const tables = await getPricingTables({ database, logger });
    expect(tables?.embroidery.map((row) => row.sizeCategory)).toEqual(["Standard", "Large"]);
    expect(tables?.embroidery[0]).toMatchObject({
      sizeDescription: "Up to 8,000 stitches",
      setupCostLogoPence: 995,
      setupCostTextPence: 0,
      prices: {
        "1-5": 595,
        "6-49": 350,
        "50-99": 190,
        "100-199": 165,
        "200-499": 145,
        "500+": null,
      },
    });
    expect(tables?.print).toMatchObject({
      setupCostPence: 595,
      setupCostNote: "Per design, per position",
    });
    expect(
      tables?.print?.rows.map((row) => [row.quantityRange, row.pricePence, row.priceNote]),
    ).toEqual([
      ["1-5", 595, ""],
      ["6-24", 295, ""],
      ["25-49", 195, ""],
      ["50-499", 160, ""],
      ["500+", null, "Price on application"],
    ]);
    expect(tables?.surcharges.map((row) => row.position)).toEqual([
      "Back Center",
      "Left Sleeve",
      "Right Sleeve",
    ]);
  });

  it("shows a changed price at once", async () => {
    const database = use();
    await database.db
      .update(embroideryPricing)
      .set({ price6To49Pence: 325 })
      .where(eq(embroideryPricing.sizeCategory, "Large"));
    const tables = await getPricingTables({ database, logger });
    expect(tables?.embroidery.find((row) => row.sizeCategory === "Large")?.prices["6-49"]).toBe(
      325,
    );
  });

  it("gives null, not stale figures, when the tables cannot be read", async () => {
    const database = use();
    await database.db.execute(sql`ALTER TABLE embroidery_pricing RENAME TO embroidery_moved`);
    expect(await getPricingTables({ database, logger })).toBeNull();
  });
});
