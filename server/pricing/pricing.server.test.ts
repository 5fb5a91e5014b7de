import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { parseConfig } from "../config/env.ts";
import { printPricing } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import {
  getDecorationPriceList,
  getDecorationPricing,
  getProductPageDecoration,
} from "./pricing.server.ts";

const parsed = parseConfig({ NODE_ENV: "test" });
if (!parsed.ok) throw new Error("test config");
const logger = pino({ level: "silent" });

describeWithDatabase("getDecorationPriceList", (use) => {
  it("reads the DESIGN §3 figures from the pricing tables", async () => {
    const database = use();
    await applyDemoSeed(database.db);
    const list = await getDecorationPriceList({ config: parsed.config, database, logger });
    expect(list?.embroidery).toEqual({
      setUpPence: 995,
      tiers: [
        { band: "1-5", unitPence: 595 },
        { band: "6-49", unitPence: 350 },
        { band: "50-99", unitPence: 190 },
        { band: "100-199", unitPence: 165 },
        { band: "200-499", unitPence: 145 },
        { band: "500+", unitPence: null },
      ],
    });
    expect(list?.print?.setUpPence).toBe(595);
    expect(list?.print?.tiers.map((tier) => tier.unitPence)).toEqual([595, 295, 195, 160, null]);
    expect(list?.surcharges).toEqual([
      { position: "Back Center", surchargePence: 400 },
      { position: "Left Sleeve", surchargePence: 50 },
      { position: "Right Sleeve", surchargePence: 50 },
    ]);
  });

  it("shows a changed price at once", async () => {
    const database = use();
    await database.db
      .update(printPricing)
      .set({ pricePence: 175 })
      .where(eq(printPricing.quantityRange, "25-49"));
    const list = await getDecorationPriceList({ config: parsed.config, database, logger });
    expect(list?.print?.tiers.find((tier) => tier.band === "25-49")?.unitPence).toBe(175);
  });

  it("keeps the product page's tables until a write to them is announced; a basket reads them afresh", async () => {
    const database = use();
    const services = { config: parsed.config, database, logger };
    const printUnit = async () =>
      (await getProductPageDecoration(services)).priceList?.print?.tiers.find(
        (tier) => tier.band === "25-49",
      )?.unitPence;
    // The first reads start the LISTEN; once it is in place the tables are kept.
    await expect.poll(printUnit).toBe(175);
    await expect
      .poll(async () => {
        await printUnit();
        await database.db.execute(sql`ALTER TABLE print_pricing RENAME TO print_pricing_away`);
        try {
          return await printUnit();
        } finally {
          await database.db.execute(sql`ALTER TABLE print_pricing_away RENAME TO print_pricing`);
        }
      })
      .toBe(175);
    await database.db.execute(sql`ALTER TABLE print_pricing RENAME TO print_pricing_away`);
    expect(await getDecorationPricing(services)).toBeNull();
    await database.db.execute(sql`ALTER TABLE print_pricing_away RENAME TO print_pricing`);
    // A write NOTIFYs pricing_changed (migration 0010): the kept tables are dropped.
    await database.db
      .update(printPricing)
      .set({ pricePence: 185 })
      .where(eq(printPricing.quantityRange, "25-49"));
    await expect.poll(printUnit).toBe(185);
  });

  it("gives null, not stale figures, when the tables cannot be read", async () => {
    const database = use();
    await database.db.execute(sql`ALTER TABLE print_pricing RENAME TO print_pricing_moved`);
    expect(await getDecorationPriceList({ config: parsed.config, database, logger })).toBeNull();
  });
});
