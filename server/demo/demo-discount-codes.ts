import type { Tx } from "#server/db/client.ts";
import { discountCodes } from "#server/db/schema/index.ts";

// Issue 4: one demo discount code, so the hosted checkout's "Discount code" field has something
// to apply. 10% off the goods ex VAT, no minimum, no end date, no usage limit (a demo shop's
// visitors share it). Written by the demo seed in its transaction.

export const demoDiscountCode = "WELCOME10";

export const demoDiscountCodes: (typeof discountCodes.$inferInsert)[] = [
  {
    code: demoDiscountCode,
    title: "10% off your order (demo)",
    kind: "percentage",
    value: 10,
    minimumSubtotalPence: 0,
  },
];

/**
 * Inserts the demo discount codes (inside the demo seed's transaction). A database seeded by an
 * earlier seed version may have them already, or a shop owner may have made a code of that name:
 * either way the existing code stays as it is.
 */
export async function insertDemoDiscountCodes(tx: Tx): Promise<void> {
  await tx.insert(discountCodes).values(demoDiscountCodes).onConflictDoNothing();
}
