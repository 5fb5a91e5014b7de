import { and, eq, inArray } from "drizzle-orm";
import { loadDecorationPricing } from "#commerce/engine/cart/cart-pricing.ts";
import { priceBasket } from "#core/pricing/price-basket.ts";
import type { CustomPrice } from "#core/pricing/pricing-input.ts";
import type { Tx } from "#server/db/client.ts";
import {
  orderItems,
  orders,
  productImages,
  productVariants,
  products,
  type PostalAddress,
} from "#server/db/schema/index.ts";
import {
  demoOrderSpecs,
  type DemoOrderLine,
  type DemoOrderSpec,
} from "./demo-account-order-specs.ts";

// DESIGN §10: the demo customers' order history — every status for the trade and the retail
// customer, spread over recent weeks, each priced by core/pricing (DESIGN §3) from the demo
// catalogue, the pricing tables and (for the trade customer) the active custom prices, so every
// total adds up to the penny. Credit orders are 'processing' once placed (docs/decisions/007).

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

type SeedVariant = {
  variantId: number;
  productId: number;
  handle: string;
  productTitle: string;
  variantTitle: string;
  sku: string;
  pricePence: number;
  imageUrl: string | null;
};

async function findVariants(tx: Tx, specs: readonly DemoOrderSpec[]) {
  const handles = [...new Set(specs.flatMap((spec) => spec.lines.map((line) => line.handle)))];
  const rows: SeedVariant[] = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      handle: products.handle,
      productTitle: products.title,
      variantTitle: productVariants.title,
      sku: productVariants.sku,
      pricePence: productVariants.pricePence,
      imageUrl: productImages.url,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productImages,
      and(eq(productImages.id, productVariants.imageId), eq(productImages.productId, products.id)),
    )
    .where(inArray(products.handle, handles));
  const byKey = new Map(rows.map((row) => [`${row.handle} ${row.variantTitle}`, row]));
  return (line: DemoOrderLine): SeedVariant => {
    const found = byKey.get(`${line.handle} ${line.variant}`);
    if (!found) throw new Error(`Demo order variant ${line.handle} ${line.variant} is missing`);
    return found;
  };
}

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
    const [order] = await tx
      .insert(orders)
      .values({
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
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error("a demo order was not inserted");
    await tx.insert(orderItems).values(
      priced.lines.map((line, position) => {
        const variant = variants[position]!;
        return {
          orderId: order.id,
          position,
          productId: variant.productId,
          variantId: variant.variantId,
          productTitle: variant.productTitle,
          variantTitle: variant.variantTitle,
          sku: variant.sku || null,
          imageUrl: variant.imageUrl,
          quantity: line.quantity,
          unitPricePence: line.unitPence,
          customizationType: line.decoration.type,
          customizationPosition: line.decoration.type === "plain" ? null : line.decoration.position,
          customizationPricePence: line.decorationPence + line.surchargePence,
          setupFeePence: line.setUpSharePence,
          lineExVatPence: line.lineExVatPence,
          lineVatPence: line.lineVatPence,
          needsQuote: line.needsQuote,
        };
      }),
    );
    inserted.push({
      ...order,
      account: spec.account,
      paymentMethod: spec.paymentMethod,
      totalPence: priced.totalPence,
      createdAt,
    });
  }
  return inserted;
}
