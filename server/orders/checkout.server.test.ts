import { and, asc, eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { CartLineInput } from "#commerce/client/cart/cart-inputs.ts";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { parseConfig } from "#server/config/env.ts";
import { productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { demoDiscountCode } from "#server/demo/demo-discount-codes.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import { loadCheckout, submitCheckout } from "./checkout.server.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";

// The hosted checkout's loader and action over the shop's default wiring: the discount line, the
// "Discount code" field (apply, refuse, remove) and price-on-application lines.

type ActionResult = { data: Record<string, any>; init: { status?: number } | null };

describeWithDatabase("the hosted checkout's discount code and quotes", (use) => {
  let context: AppLoadContext;
  let commerce: CommerceClient;
  let variantIds: string[];

  const embroidered = { type: "embroidery" as const, position: "Chest Left" };
  const newCart = async (lines: CartLineInput[]) => {
    const created = await commerce.createCart({ lines });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    return created.data.id.split("/").at(-1)!;
  };
  const post = (token: string, fields: Record<string, string>) =>
    submitCheckout(
      context,
      token,
      new Request(`http://shop.test/checkout/${token}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
    ) as Promise<ActionResult>;

  beforeAll(async () => {
    const db = use().db;
    ({ commerce } = await seededStorefront(db));
    // Issue 18.9: the checkout takes orders only with the shop's own bank details.
    await useTestBankDetails(use());
    const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
    if (!parsed.ok) throw new Error("test config");
    context = {
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      commerce,
    } as unknown as AppLoadContext;
    const rows = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
      .orderBy(asc(productVariants.id))
      .limit(2);
    variantIds = rows.map((row) => `gid://shopify/ProductVariant/${row.id}`);
  });

  it("applies a code from the field: the page shows the discount and totals that add up", async () => {
    const token = await newCart([
      { variantId: variantIds[0]!, quantity: 10, decoration: embroidered },
    ]);
    const before = await loadCheckout(context, token);
    expect(before.totals).toMatchObject({ discountPence: 0, discountCode: null });

    const applied = await post(token, {
      intent: "apply-discount",
      discountCode: ` ${demoDiscountCode.toLowerCase()} `,
    });
    expect(applied.init?.status ?? 200).toBe(200);
    expect(applied.data).toMatchObject({
      intent: "apply-discount",
      notice: `${demoDiscountCode.toLowerCase()} applied.`,
    });

    const after = await loadCheckout(context, token);
    const { subtotalPence, discountPence, vatPence, deliveryPence, totalPence } = after.totals;
    expect(after.discountCodes).toEqual([
      { code: demoDiscountCode.toLowerCase(), applicable: true },
    ]);
    expect(after.totals.discountCode).toBe(demoDiscountCode.toLowerCase());
    expect(subtotalPence).toBe(before.totals.subtotalPence);
    expect(discountPence).toBe(Math.floor((subtotalPence * 10 + 50) / 100));
    expect([0, 495]).toContain(deliveryPence);
    expect(totalPence).toBe(subtotalPence - discountPence + vatPence + deliveryPence);
    expect(totalPence).toBeLessThan(before.totals.totalPence);

    const removed = await post(token, { intent: "remove-discount" });
    expect(removed.data).toMatchObject({ notice: "Discount code removed." });
    expect((await loadCheckout(context, token)).totals.totalPence).toBe(before.totals.totalPence);
  });

  it("refuses an empty or unusable code with a message, keeping the code the cart had", async () => {
    const token = await newCart([{ variantId: variantIds[0]!, quantity: 1 }]);
    expect(
      (await post(token, { intent: "apply-discount", discountCode: "  " })).data,
    ).toMatchObject({
      error: "Enter a discount code.",
    });
    await post(token, { intent: "apply-discount", discountCode: demoDiscountCode });
    const refused = await post(token, { intent: "apply-discount", discountCode: "NOPE-123" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      code: "NOPE-123",
      error:
        "NOPE-123 can't be used on this order. Check the code, its dates and any minimum spend.",
    });
    expect((await loadCheckout(context, token)).discountCodes).toEqual([
      { code: demoDiscountCode, applicable: true },
    ]);
  });

  it("refuses to place the order at a total the page did not show", async () => {
    const token = await newCart([{ variantId: variantIds[1]!, quantity: 1 }]);
    const result = await post(token, {
      intent: "place-order",
      expectedTotal: "1",
      name: "Sam Builder",
      email: "sam@example.co.uk",
      line1: "1 High Street",
      city: "Leeds",
      postcode: "LS1 1AA",
      country: "GB",
      billingSame: "on",
    });
    expect(result.init?.status).toBe(409);
    expect(result.data["formError"]).toMatch(/^Your order total has changed to £\d+\.\d\d/);
  });

  it("flags a line of 500 decorated items: price on application", async () => {
    const token = await newCart([
      { variantId: variantIds[0]!, quantity: 500, decoration: embroidered },
      { variantId: variantIds[1]!, quantity: 1 },
    ]);
    const view = await loadCheckout(context, token);
    expect(view.lines.map((line) => line.needsQuote)).toEqual([true, false]);
  });
});
