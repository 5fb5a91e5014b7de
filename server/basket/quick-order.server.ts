import { and, eq, inArray, sql } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { toGid } from "#commerce/engine/global-id.ts";
import type { BasketLine } from "#core/basket/basket.ts";
import { BasketLineSchema } from "#core/basket/basket-schema.ts";
import { readQuickOrderText, type QuickOrderEntry } from "#core/basket/quick-order.ts";
import { canSell, stockLevelOf, stockMessage, type VariantStock } from "#core/catalogue/stock.ts";
import { incVatPence } from "#core/pricing/vat.ts";
import type { Db } from "#server/db/client.ts";
import { products, productVariants } from "#server/db/schema/index.ts";
import { getOrderOfUser, listOrderItems } from "#server/orders/orders-queries.ts";
import { priceBasketLines, type PricedBasketLine } from "./basket.server.ts";

// Issue 14.2: /quick-order. The buyer's lines (core/basket/quick-order.ts) are looked up by SKU in
// the shop's catalogue, priced together as the basket would price them (quantity breaks across a
// product's sizes, the signed-in customer's own prices: basket.server.ts) and checked against the
// stock; the good ones come back as basket lines for the page to add. Prices on those lines are
// display only: the basket prices them again on the server (DESIGN §4).

export type QuickOrderRow = {
  lineNumber: number;
  /** The line as the buyer wrote it. */
  text: string;
  /** The catalogue's SKU when found, else as written. */
  sku: string;
  quantity: number | null;
  item: { name: string; variantTitle: string; handle: string; image: string } | null;
  /** The stock line the product page shows for this variant; null when not found. */
  stock: string | null;
  /** Pence ex VAT per item after the quantity break (or the customer's own price). */
  unitExVatPence: number | null;
  lineExVatPence: number | null;
  lineIncVatPence: number | null;
  quantityBreakPercent: number;
  isCustomPrice: boolean;
  /** Why the line cannot be added, in the buyer's words; null when it can. */
  problem: string | null;
  /** The line for the basket, when it can be added. */
  basketLine: BasketLine | null;
};

export type QuickOrderResult =
  | {
      ok: true;
      rows: QuickOrderRow[];
      /** The good lines' totals. */
      subtotalExVatPence: number;
      subtotalIncVatPence: number;
    }
  | { ok: false; status: 400; field: "lines"; error: string }
  | { ok: false; status: 503; error: string };

export const unknownSkuProblem = "No product has this SKU";

type FoundVariant = VariantStock & { id: number; sku: string };

/** The shop's variants on sale whose SKU is one of `skus`, whatever their case. */
async function variantsBySku(db: Db, skus: string[]): Promise<Map<string, FoundVariant>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      inventoryTracked: productVariants.inventoryTracked,
      inventoryQuantity: productVariants.inventoryQuantity,
      inventoryPolicy: productVariants.inventoryPolicy,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isPublished, true),
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.sku.toLowerCase(), row]));
}

function problemOf(
  entry: QuickOrderEntry,
  variant: FoundVariant | undefined,
  priced: PricedBasketLine | undefined,
): string | null {
  if (entry.problem) return entry.problem;
  if (!variant) return unknownSkuProblem;
  if (priced?.problem) return priced.problem;
  if (!canSell(variant, entry.quantity ?? 1))
    return variant.inventoryQuantity > 0
      ? `Only ${variant.inventoryQuantity} in stock`
      : "Out of stock";
  return null;
}

/**
 * Checks the buyer's `text` (pasted lines, or an uploaded CSV's) line by line. `now` makes the
 * basket lines' ids (a variant id plus a timestamp, spec/storefront.md §3).
 */
export async function checkQuickOrder(
  context: Pick<AppLoadContext, "commerce" | "services" | "viewer">,
  text: string,
  now: number,
): Promise<QuickOrderResult> {
  const read = readQuickOrderText(text);
  if (!read.ok) return { ok: false, status: 400, field: "lines", error: read.error };
  const { entries } = read;
  const { db } = context.services.database;
  const found = await variantsBySku(db, [
    ...new Set(entries.flatMap((entry) => (entry.problem ? [] : [entry.sku]))),
  ]);
  const variantOf = (entry: QuickOrderEntry) =>
    entry.problem ? undefined : found.get(entry.sku.toLowerCase());

  // Priced together, as one basket: a product's sizes share its quantity break.
  const pricedEntries = entries.filter((entry) => variantOf(entry) && entry.quantity !== null);
  const pricing = await priceBasketLines(
    context,
    pricedEntries.map((entry) => ({
      variantId: toGid("ProductVariant", variantOf(entry)!.id),
      quantity: entry.quantity!,
    })),
  );
  if (!pricing.ok)
    return pricing.status === 503
      ? pricing
      : { ok: false, status: 400, field: "lines", error: pricing.error };
  const pricedOf = new Map(pricedEntries.map((entry, at) => [entry, pricing.basket.lines[at]!]));

  const { lowStockThreshold } = context.services.config;
  let subtotalExVatPence = 0;
  let subtotalIncVatPence = 0;
  const rows = entries.map((entry, index): QuickOrderRow => {
    const variant = variantOf(entry);
    const priced = pricedOf.get(entry);
    const problem = problemOf(entry, variant, priced);
    const price = priced?.price ?? null;
    const item = priced?.item ?? null;
    let basketLine: BasketLine | null = null;
    if (!problem && price && item) {
      const parsed = BasketLineSchema.safeParse({
        id: `${price.variantId}-${now}-${index}`,
        variantId: price.variantId,
        productId: price.productId,
        name: item.name,
        variant: item.variantTitle,
        pricePence: incVatPence(price.unitPence),
        quantity: entry.quantity,
        image: item.image?.url ?? "",
        sku: item.sku,
        handle: item.handle,
      });
      if (parsed.success) basketLine = parsed.data;
    }
    if (basketLine && price) {
      subtotalExVatPence += price.lineExVatPence;
      subtotalIncVatPence += price.lineIncVatPence;
    }
    return {
      lineNumber: entry.lineNumber,
      text: entry.text,
      sku: variant?.sku ?? entry.sku,
      quantity: entry.quantity,
      item: item && {
        name: item.name,
        variantTitle: item.variantTitle,
        handle: item.handle,
        image: item.image?.url ?? "",
      },
      stock: variant
        ? stockMessage(
            stockLevelOf(variant, lowStockThreshold),
            variant.inventoryTracked ? variant.inventoryQuantity : null,
          )
        : null,
      unitExVatPence: price?.unitPence ?? null,
      lineExVatPence: price?.lineExVatPence ?? null,
      lineIncVatPence: price?.lineIncVatPence ?? null,
      quantityBreakPercent: price?.quantityBreakPercent ?? 0,
      isCustomPrice: price?.isCustomPrice ?? false,
      problem: problem ?? (basketLine ? null : "This item cannot be added to the basket"),
      basketLine,
    };
  });
  return { ok: true, rows, subtotalExVatPence, subtotalIncVatPence };
}

// The route module's loader and action (app/routes/quick-order.tsx).

/** What "Buy again" on an order fills the page with; null when there is nothing to fill. */
export type QuickOrderPrefill = {
  orderNumber: string;
  text: string;
  /** Some of the order's lines were decorated: here they come back plain. */
  hadDecoration: boolean;
} | null;

/**
 * The page: offered only on the shop's own catalogue (in Shopify mode the SKUs live in the
 * Shopify store, so the page is not there). `?order=` fills it with one of the signed-in
 * buyer's orders, SKU and quantity a line; someone else's order, or a visitor, fills nothing.
 */
export async function loadQuickOrder(
  context: Pick<AppLoadContext, "services" | "viewer">,
  url: URL,
): Promise<{ prefill: QuickOrderPrefill; signedIn: boolean }> {
  if (context.services.config.shopify) throw data(null, { status: 404 });
  const orderNumber = url.searchParams.get("order")?.trim().slice(0, 40);
  const { viewer } = context;
  if (!orderNumber || !viewer) return { prefill: null, signedIn: Boolean(viewer) };
  const { db } = context.services.database;
  const order = await getOrderOfUser(db, viewer.userId, orderNumber);
  if (!order) return { prefill: null, signedIn: true };
  const items = await listOrderItems(db, order.id);
  const lines = items.flatMap((item) => (item.sku ? [`${item.sku} ${item.quantity}`] : []));
  return {
    prefill: lines.length
      ? {
          orderNumber: order.orderNumber,
          text: lines.join("\n"),
          hadDecoration: items.some((item) => item.customizationType !== "plain"),
        }
      : null,
    signedIn: true,
  };
}

export type QuickOrderActionData =
  Extract<QuickOrderResult, { ok: true }> | { ok: false; field?: "lines"; error: string };

const maxCsvBytes = 100 * 1024;

/** Checks the posted lines (the text box, an uploaded CSV, or both); 400 on bad input. */
export async function submitQuickOrder(
  context: Pick<AppLoadContext, "commerce" | "services" | "viewer">,
  request: Request,
) {
  if (context.services.config.shopify) throw data(null, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<QuickOrderActionData>(
      { ok: false, field: "lines", error: "Send the lines as a form." },
      { status: 400 },
    );
  }
  const typed = form.get("lines");
  const file = form.get("file");
  const parts = [typeof typed === "string" ? typed : ""];
  if (file instanceof File && file.size > 0) {
    if (file.size > maxCsvBytes)
      return data<QuickOrderActionData>(
        { ok: false, field: "lines", error: "The CSV file must be at most 100 KB." },
        { status: 400 },
      );
    parts.push(await file.text());
  }
  // Typed lines first, then the file's, numbered on from them (each alone keeps its own numbers).
  const text = parts.filter((part) => part.trim() !== "").join("\n");
  const result = await checkQuickOrder(context, text, Date.now());
  if (!result.ok)
    return data<QuickOrderActionData>(
      { ok: false, ...(result.status === 400 ? { field: result.field } : {}), error: result.error },
      { status: result.status },
    );
  return result;
}
