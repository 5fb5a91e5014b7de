import { etagOf } from "#server/admin/record-version.ts";
import type { embroideryPricing, printPricing } from "#server/db/schema/index.ts";

// Issue 10.9: the version (strong ETag) of a decoration price row, from every price an admin edits
// in it on /pricing. The page carries it with each row; an edit sends it back as If-Match.

type EmbroideryPrices = Pick<
  typeof embroideryPricing.$inferSelect,
  | "id"
  | "setupCostLogoPence"
  | "setupCostTextPence"
  | "price1To5Pence"
  | "price6To49Pence"
  | "price50To99Pence"
  | "price100To199Pence"
  | "price200To499Pence"
  | "price500PlusPence"
>;

export function embroideryRowEtag(row: EmbroideryPrices): string {
  return etagOf("embroidery_pricing", row.id, [
    row.setupCostLogoPence,
    row.setupCostTextPence,
    row.price1To5Pence,
    row.price6To49Pence,
    row.price50To99Pence,
    row.price100To199Pence,
    row.price200To499Pence,
    row.price500PlusPence,
  ]);
}

export function printRowEtag(row: Pick<typeof printPricing.$inferSelect, "id" | "pricePence">) {
  return etagOf("print_pricing", row.id, [row.pricePence]);
}

/** Issue 15.5: a method's minimum, as the pricing page edits it. */
export function minimumEtag(method: string, minQuantity: number): string {
  return etagOf("decoration_minimum", method, [minQuantity]);
}
