import { count } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { startingDecorationMinimums } from "#core/pricing/decoration-minimums.ts";
import {
  decorationMinimums,
  embroideryPositionSurcharges,
  embroideryPricing,
  printPricing,
} from "#server/db/schema/index.ts";

// The shop's starting decoration price list, exactly as DESIGN §3.3 states it, pence ex VAT; the
// owner changes it on /admin/pricing. A null price means "price on application" (500+). It is the
// shop's, not demo data: a shop started without the demo catalogue (its own products, or Shopify
// mode) needs it to price a decorated line at all.

export const startingEmbroideryPrices: (typeof embroideryPricing.$inferInsert)[] = [
  {
    sizeCategory: "Standard",
    sizeDescription: "Up to 8,000 stitches",
    setupCostLogoPence: 995,
    setupCostTextPence: 0,
    price1To5Pence: 595,
    price6To49Pence: 350,
    price50To99Pence: 190,
    price100To199Pence: 165,
    price200To499Pence: 145,
    price500PlusPence: null,
    sortOrder: 1,
  },
  {
    sizeCategory: "Large",
    sizeDescription: "8,001 – 15,000 stitches",
    setupCostLogoPence: 1995,
    setupCostTextPence: 0,
    price1To5Pence: 795,
    price6To49Pence: 550,
    price50To99Pence: 390,
    price100To199Pence: 340,
    price200To499Pence: 295,
    price500PlusPence: null,
    sortOrder: 2,
  },
];

/** DESIGN §3.3: Back Center +£4.00, either sleeve +£0.50, chest positions free. */
export const startingPositionSurcharges: (typeof embroideryPositionSurcharges.$inferInsert)[] = [
  { position: "Chest Left", surchargePence: 0 },
  { position: "Chest Right", surchargePence: 0 },
  { position: "Chest Center", surchargePence: 0 },
  { position: "Back Center", surchargePence: 400 },
  { position: "Left Sleeve", surchargePence: 50 },
  { position: "Right Sleeve", surchargePence: 50 },
];

const printSetup = { setupCostPence: 595, setupCostNote: "Per design, per position" };

export const startingPrintPrices: (typeof printPricing.$inferInsert)[] = [
  {
    sortOrder: 1,
    ...printSetup,
    quantityRange: "1-5",
    minQuantity: 1,
    maxQuantity: 5,
    pricePence: 595,
    priceNote: "",
  },
  {
    sortOrder: 2,
    ...printSetup,
    quantityRange: "6-24",
    minQuantity: 6,
    maxQuantity: 24,
    pricePence: 295,
    priceNote: "",
  },
  {
    sortOrder: 3,
    ...printSetup,
    quantityRange: "25-49",
    minQuantity: 25,
    maxQuantity: 49,
    pricePence: 195,
    priceNote: "",
  },
  {
    sortOrder: 4,
    ...printSetup,
    quantityRange: "50-499",
    minQuantity: 50,
    maxQuantity: 499,
    pricePence: 160,
    priceNote: "",
  },
  {
    sortOrder: 5,
    ...printSetup,
    quantityRange: "500+",
    minQuantity: 500,
    maxQuantity: null,
    pricePence: null,
    priceNote: "Price on application",
  },
];

/** Writes the starting price list where a row of it is missing; the rows there stand as they are. */
export async function insertStartingPrices(db: Db): Promise<void> {
  await db.insert(embroideryPricing).values(startingEmbroideryPrices).onConflictDoNothing();
  await db
    .insert(embroideryPositionSurcharges)
    .values(startingPositionSurcharges)
    .onConflictDoNothing();
  await db.insert(printPricing).values(startingPrintPrices).onConflictDoNothing();
  await db
    .insert(decorationMinimums)
    .values([
      { method: "embroidery", minQuantity: startingDecorationMinimums.embroidery },
      { method: "print", minQuantity: startingDecorationMinimums.print },
    ])
    .onConflictDoNothing();
}

/**
 * Loads the starting price list into a database whose decoration price tables are empty (a shop
 * started without the demo data); a shop that has prices keeps them. Answers whether it loaded.
 */
export async function ensureDecorationPrices(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [embroidery] = await tx.select({ rows: count() }).from(embroideryPricing);
    const [print] = await tx.select({ rows: count() }).from(printPricing);
    if ((embroidery?.rows ?? 0) > 0 || (print?.rows ?? 0) > 0) return false;
    await insertStartingPrices(tx);
    return true;
  });
}
