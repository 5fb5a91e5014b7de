import { eq, inArray } from "drizzle-orm";
import { loadDecorationPricing } from "#commerce/engine/cart/cart-pricing.ts";
import { priceBasket } from "#core/pricing/price-basket.ts";
import type { CustomPrice } from "#core/pricing/pricing-input.ts";
import type { Tx } from "#server/db/client.ts";
import { productVariants, products, type PostalAddress } from "#server/db/schema/index.ts";
import {
  getOrderVariants,
  insertOrder,
  insertOrderItems,
  type OrderVariant,
} from "#server/orders/order-records-queries.ts";
import { orderItemsOf } from "#server/orders/order-records.server.ts";
import {
  buyerOf,
  issueCreditNote,
  issueInvoice,
  sellerOf,
} from "#server/invoices/invoices.server.ts";
import { demoShopSettings } from "./demo-shop-settings.ts";
import {
  demoOrderSpecs,
  type DemoOrderLine,
  type DemoOrderSpec,
} from "./demo-account-order-specs.ts";

// DESIGN §10: the demo customers' order history — every status for the trade and the retail
// customer, spread over recent weeks, each priced by core/pricing (DESIGN §3) from the demo
// catalogue, the pricing tables and (for the trade customer) the active custom prices, so every
// total adds up to the penny. Credit orders are 'processing' once placed (docs/decisions/007).
// Written as the shop writes every order (server/orders/order-records*.ts).

export type DemoBuyer = {
  userId: string;
  name: string;
  email: string;
  phone: string;
  address: PostalAddress;
  /** Active custom prices in core's shape (database ids as text). */
  customPrices: CustomPrice[];
};

export type InsertedDemoOrder = {
  id: string;
  orderNumber: string;
  account: DemoOrderSpec["account"];
  paymentMethod: DemoOrderSpec["paymentMethod"];
  totalPence: number;
  createdAt: Date;
};

/** Finds each spec line's variant by product handle and variant title, as the shop records it. */
async function findVariants(tx: Tx, specs: readonly DemoOrderSpec[]) {
  const handles = [...new Set(specs.flatMap((spec) => spec.lines.map((line) => line.handle)))];
  const keys = await tx
    .select({
      variantId: productVariants.id,
      handle: products.handle,
      variantTitle: productVariants.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(products.handle, handles));
  const found = await getOrderVariants(
    tx,
    keys.map((key) => key.variantId),
  );
  const variants = new Map(found.map((variant) => [variant.variantId, variant]));
  const byKey = new Map(
    keys.map((key) => [`${key.handle} ${key.variantTitle}`, variants.get(key.variantId)]),
  );
  return (line: DemoOrderLine): OrderVariant => {
    const variant = byKey.get(`${line.handle} ${line.variant}`);
    if (!variant) throw new Error(`Demo order variant ${line.handle} ${line.variant} is missing`);
    return variant;
  };
}

const demoSeller = sellerOf(demoShopSettings);

/** Writes the demo orders and their items, oldest first; answers what the credit history needs. */
export async function insertDemoOrders(
  tx: Tx,
  buyers: Record<DemoOrderSpec["account"], DemoBuyer>,
  now: Date,
): Promise<InsertedDemoOrder[]> {
  const variantOf = await findVariants(tx, demoOrderSpecs);
  const decorationPricing = await loadDecorationPricing(tx);
  const inserted: InsertedDemoOrder[] = [];
  for (const spec of demoOrderSpecs) {
    const buyer = buyers[spec.account];
    const variants = spec.lines.map(variantOf);
    const priced = priceBasket({
      lines: spec.lines.map((line, index) => ({
        productId: String(variants[index]!.productId),
        variantId: String(variants[index]!.variantId),
        quantity: line.quantity,
        variantPricePence: variants[index]!.pricePence,
        decoration: line.decoration ?? { type: "plain" },
      })),
      customPrices: buyer.customPrices,
      decorationPricing,
    });
    // Mid-morning on the day, so "n days ago" reads naturally in the order history.
    const createdAt = new Date(now.getTime() - spec.daysAgo * 86_400_000);
    if (spec.daysAgo > 0) createdAt.setUTCHours(10, 15 + inserted.length, 0, 0);
    const order = await insertOrder(tx, {
      userId: buyer.userId,
      status: spec.status,
      customerName: buyer.name,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      paymentMethod: spec.paymentMethod,
      subtotalPence: priced.subtotalExVatPence,
      vatPence: priced.vatTotalPence,
      deliveryPence: priced.deliveryExVatPence,
      totalPence: priced.totalPence,
      billingAddress: buyer.address,
      shippingAddress: buyer.address,
      notes: spec.notes ?? "",
      poNumber: spec.poNumber ?? null,
      needsQuote: priced.needsQuote,
      createdAt,
      updatedAt: createdAt,
    });
    await insertOrderItems(tx, orderItemsOf(order.id, priced.lines, variants));
    // Issue 14.5: the history's paid and charged orders have their invoices, dated with them (a
    // cancelled credit order its credit note too), numbered as the shop would have.
    const isCharged = spec.paymentMethod === "credit_account";
    if (isCharged || ["processing", "shipped", "completed"].includes(spec.status)) {
      await issueInvoice(tx, order, demoSeller, await buyerOf(tx, order), createdAt);
      if (spec.status === "cancelled") await issueCreditNote(tx, order.id, demoSeller, createdAt);
    }
    inserted.push({
      id: order.id,
      orderNumber: order.orderNumber,
      account: spec.account,
      paymentMethod: spec.paymentMethod,
      totalPence: priced.totalPence,
      createdAt,
    });
  }
  return inserted;
}
