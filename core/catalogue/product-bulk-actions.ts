import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";
import { productStatusValues } from "./product-list-query.ts";

// Issue 11.1: what the Products list's bulk bar sends to POST /api/admin/products/bulk, checked
// with this one schema in the browser (before sending) and on the server (before writing). At most
// 500 products a request keeps one change's transaction and its audit entries bounded.

export const maxBulkProducts = 500;
/** Shopify's limit for one tag. */
export const maxTagLength = 255;

const maxRowId = 2_147_483_647;

const productIds = z
  .array(
    z
      .int({ error: "Choose products from the list" })
      .positive({ error: "Choose products from the list" })
      .max(maxRowId, { error: "Choose products from the list" }),
    { error: "Choose products from the list" },
  )
  .min(1, { error: "Choose at least one product" })
  .max(maxBulkProducts, {
    error: `Choose at most ${maxBulkProducts} products at a time`,
  })
  .transform((ids) => [...new Set(ids)]);

const collectionId = z
  .int({ error: "Choose a collection" })
  .positive({ error: "Choose a collection" })
  .max(maxRowId, { error: "Choose a collection" });

/** A tag as Shopify keeps it: one line, no comma (its CSV separates tags with commas). */
export const productTagField = z
  .preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value),
    safeText({ error: "Enter a tag" })
      .min(1, { error: "Enter a tag" })
      .max(maxTagLength, { error: `A tag is at most ${maxTagLength} characters` }),
  )
  .refine((tag) => !tag.includes(","), { error: "A tag cannot contain a comma" });

export const ProductBulkActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("set-status"),
      productIds,
      status: z.enum(productStatusValues, { error: "Choose draft, active or archived" }),
    }),
    z.object({ action: z.literal("add-to-collection"), productIds, collectionId }),
    z.object({ action: z.literal("remove-from-collection"), productIds, collectionId }),
    z.object({ action: z.literal("add-tag"), productIds, tag: productTagField }),
  ],
  { error: "Choose what to do with the selected products" },
);

export type ProductBulkAction = z.output<typeof ProductBulkActionSchema>;
export type ProductBulkActionName = ProductBulkAction["action"];

/** What a bulk action did: how many products it changed, and how many were already so. */
export type ProductBulkResult = { changed: number; unchanged: number };
