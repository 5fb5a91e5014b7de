import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { parseConfig } from "../config/env.ts";
import { printPricing } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { getDecorationPriceList } from "./pricing.server.ts";

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

  it("gives null, not stale figures, when the tables cannot be read", async () => {
    const database = use();
    await database.db.execute(sql`ALTER TABLE print_pricing RENAME TO print_pricing_moved`);
    expect(await getDecorationPriceList({ config: parsed.config, database, logger })).toBeNull();
  });
});
