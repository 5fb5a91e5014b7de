import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { priceBasket } from "#core/pricing/price-basket.ts";
import { designDecorationPricing } from "#core/pricing/pricing-fixtures.ts";
import { productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { penceToDecimal } from "../money.ts";

import {
  createCart,
  addLines,
  updateLines,
  removeLines,
  updateNote,
  updateAttributes,
  embroideredChestLeft,
  openCartTestEngine,
} from "./cart-test-support.ts";

describeWithDatabase("the Storefront engine's carts", (use) => {
  const errors: unknown[] = [];
  let cartEngine: Awaited<ReturnType<typeof openCartTestEngine>>;
  const mutate: typeof cartEngine.mutate = (...args) => cartEngine.mutate(...args);

  beforeAll(async () => {
    cartEngine = await openCartTestEngine(use().db, errors);
  });

  it("creates a cart, adds, merges, updates and removes lines in order", async () => {
    const created = await mutate(
      createCart,
      {
        input: {
          note: "Deliver to reception",
          attributes: [{ key: "source", value: "basket" }],
          buyerIdentity: { email: "buyer@example.com" },
          lines: [{ merchandiseId: cartEngine.polo.m, quantity: 2 }],
        },
      },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
    const cart = created.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]{32}$/);
    expect(cart.checkoutUrl).toBe(`https://shop.test/checkout/${cart.id.split("/").at(-1)}`);
    expect(cart.note).toBe("Deliver to reception");
    expect(cart.buyerIdentity).toEqual({ email: "buyer@example.com", countryCode: "GB" });
    expect(cart.lines.edges.map((edge: any) => edge.node.quantity)).toEqual([2]);
    expect(cart.lines.edges[0].node.__typename).toBe("CartLine");
    expect(cart.lines.edges[0].node.merchandise.id).toBe(cartEngine.polo.m);
    expect(cart.deliveryGroups.edges).toEqual([]);
    expect(cart.discountCodes).toEqual([]);
    expect(cart.cost.totalDutyAmount).toBeNull();

    const added = await mutate(
      addLines,
      {
        cartId: cart.id,
        lines: [
          { merchandiseId: cartEngine.polo.l, quantity: 1, attributes: embroideredChestLeft },
          { merchandiseId: cartEngine.polo.m, quantity: 3 },
        ],
      },
      "cartLinesAdd",
    );
    expect(added.userErrors).toEqual([]);
    const lines = added.cart.lines.edges.map((edge: any) => edge.node);
    expect(lines.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([
      [cartEngine.polo.m, 5],
      [cartEngine.polo.l, 1],
    ]);
    expect(lines[1].attributes).toEqual(embroideredChestLeft);

    const updated = await mutate(
      updateLines,
      {
        cartId: cart.id,
        lines: [
          { id: lines[1].id, quantity: 4 },
          { id: lines[0].id, quantity: 0 },
        ],
      },
      "cartLinesUpdate",
    );
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.edges.map((edge: any) => [edge.node.id, edge.node.quantity])).toEqual(
      [[lines[1].id, 4]],
    );

    const removed = await mutate(
      removeLines,
      { cartId: cart.id, lineIds: [lines[1].id] },
      "cartLinesRemove",
    );
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.edges).toEqual([]);
    expect(removed.cart.cost.totalAmount.amount).toBe("0.0");

    const noted = await mutate(updateNote, { cartId: cart.id, note: "" }, "cartNoteUpdate");
    expect(noted).toEqual({ cart: { note: "" }, userErrors: [], warnings: [] });
    const attributed = await mutate(
      updateAttributes,
      {
        cartId: cart.id,
        attributes: [
          { key: "po", value: "PO-1" },
          { key: "source", value: "sdk" },
        ],
      },
      "cartAttributesUpdate",
    );
    expect(attributed.cart.attributes).toEqual([
      { key: "source", value: "sdk" },
      { key: "po", value: "PO-1" },
    ]);
    expect(errors).toEqual([]);
  });

  it("prices the DESIGN §3 embroidered polo through line attributes, one group across sizes", async () => {
    const created = await mutate(
      createCart,
      {
        input: {
          lines: [
            { merchandiseId: cartEngine.polo.m, quantity: 5, attributes: embroideredChestLeft },
            { merchandiseId: cartEngine.polo.l, quantity: 5, attributes: embroideredChestLeft },
          ],
        },
      },
      "cartCreate",
    );
    const [m, l] = created.cart.lines.edges.map((edge: any) => edge.node);
    // By hand (DESIGN §3): 10 items of one product → 5% off; one embroidery group of 10 → £3.50
    // each; the £9.95 set-up rides on the first line unless the group's goods reach £1,000.
    const unit = Math.floor((cartEngine.polo.pricePence * 95 + 50) / 100);
    const goods = 5 * (unit + 350);
    const setUp = 2 * goods >= 100_000 ? 0 : 995;
    const vat = (pence: number) => Math.floor((pence * 20 + 50) / 100);
    expect(m.cost.subtotalAmount.amount).toBe(penceToDecimal(goods + setUp));
    expect(l.cost.subtotalAmount.amount).toBe(penceToDecimal(goods));
    expect(l.cost.totalAmount.amount).toBe(penceToDecimal(goods));
    expect(l.cost.amountPerQuantity.amount).toBe(penceToDecimal(unit + 350));
    const linesEx = 2 * goods + setUp;
    const linesVat = vat(goods + setUp) + vat(goods);
    const delivery = linesEx + linesVat > 7500 ? 0 : 495;
    expect(created.cart.cost).toEqual({
      subtotalAmount: { amount: penceToDecimal(linesEx), currencyCode: "GBP" },
      checkoutChargeAmount: { amount: penceToDecimal(linesEx) },
      totalTaxAmount: { amount: penceToDecimal(linesVat + vat(delivery)) },
      totalAmount: { amount: penceToDecimal(linesEx + linesVat + delivery + vat(delivery)) },
      totalDutyAmount: null,
    });
    // And the same as core's priceBasket says.
    const line = (variantId: string) => ({
      productId: "p",
      variantId,
      quantity: 5,
      variantPricePence: cartEngine.polo.pricePence,
      decoration: { type: "embroidery", position: "Chest Left", designId: "design-1" } as const,
    });
    const priced = priceBasket({
      lines: [line("m"), line("l")],
      decorationPricing: designDecorationPricing,
    });
    expect(created.cart.cost.totalAmount.amount).toBe(penceToDecimal(priced.totalPence));
  });

  it("reproduces the DESIGN §3 polo figures when the variant costs £10.00", async () => {
    await use()
      .db.update(productVariants)
      .set({ pricePence: 1000 })
      .where(eq(productVariants.id, Number(cartEngine.polo.m.split("/").at(-1))));
    const plain = await mutate(
      createCart,
      { input: { lines: [{ merchandiseId: cartEngine.polo.m }] } },
      "cartCreate",
    );
    expect(plain.cart.cost.subtotalAmount.amount).toBe("10.0");
    expect(plain.cart.cost.totalTaxAmount.amount).toBe("2.99"); // 200 + 99 on delivery
    expect(plain.cart.cost.totalAmount.amount).toBe("17.94");
    const embroidered = await mutate(
      createCart,
      {
        input: {
          lines: [
            { merchandiseId: cartEngine.polo.m, quantity: 10, attributes: embroideredChestLeft },
          ],
        },
      },
      "cartCreate",
    );
    expect(embroidered.cart.lines.edges[0].node.cost.subtotalAmount.amount).toBe("139.95");
    expect(embroidered.cart.cost.totalTaxAmount.amount).toBe("27.99");
    expect(embroidered.cart.cost.totalAmount.amount).toBe("167.94");
    await use()
      .db.update(productVariants)
      .set({ pricePence: cartEngine.polo.pricePence })
      .where(eq(productVariants.id, Number(cartEngine.polo.m.split("/").at(-1))));
  });
});
