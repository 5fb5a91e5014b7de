import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadDecorationPricing } from "#commerce/engine/cart/cart-pricing.ts";
import { priceBasket } from "#core/pricing/price-basket.ts";
import {
  embroideryPositionSurcharges,
  embroideryPricing,
  printPricing,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import {
  ensureDecorationPrices,
  startingEmbroideryPrices,
  startingPrintPrices,
} from "./starting-prices.ts";

// A shop started without the demo data (its own catalogue, or Shopify mode) found its decoration
// price tables empty, so every embroidered or printed line failed to price ("We could not price
// your basket just now"). It now starts with DESIGN §3.3's price list, which the owner edits.

describeWithDatabase("the starting decoration price list", (use) => {
  it("is loaded into a shop without prices, once, and prices a decorated line", async () => {
    const { db } = use();
    expect(await db.select().from(embroideryPricing)).toEqual([]);
    expect(await ensureDecorationPrices(db)).toBe(true);
    expect(await db.select().from(embroideryPricing)).toHaveLength(startingEmbroideryPrices.length);
    expect(await db.select().from(printPricing)).toHaveLength(startingPrintPrices.length);
    expect(await ensureDecorationPrices(db)).toBe(false);

    // DESIGN §3.3: ten polos embroidered Chest Left at £3.50 each, with the £9.95 logo set-up.
    const priced = priceBasket({
      lines: [
        {
          productId: "1",
          variantId: "1",
          quantity: 10,
          variantPricePence: 925,
          decoration: { type: "embroidery", position: "Chest Left", designId: null },
        },
      ],
      customPrices: [],
      decorationPricing: await loadDecorationPricing(db),
    });
    expect(priced.lines[0]).toMatchObject({ decorationPence: 350, setUpSharePence: 995 });
  });

  it("leaves the owner's prices as they are, and the demo data loads over them", async () => {
    const { db } = use();
    await db
      .update(embroideryPricing)
      .set({ price1To5Pence: 600 })
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    await db.delete(embroideryPositionSurcharges);
    expect(await ensureDecorationPrices(db)).toBe(false);
    expect(await db.select().from(embroideryPositionSurcharges)).toEqual([]);

    await applyDemoSeed(db);
    const [standard] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    expect(standard?.price1To5Pence).toBe(600);
    // What was missing is filled in from the list.
    expect(await db.select().from(embroideryPositionSurcharges)).not.toEqual([]);
  }, 60_000);
});
