import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { discountCodes, productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { createCart, embroideredChestLeft, openCartTestEngine } from "./cart-test-support.ts";

// Issue 4: a code's amount in the cart — one order-level allocation per line, lower VAT and total,
// the subtotal before the discount (DESIGN §5 "Cart money"). The polo is set to £10.00 so the
// DESIGN §3 split-size example applies: 13995 ex VAT, 10% off is 1400, shared 750 + 650.

const allocationFields = `__typename discountedAmount { amount currencyCode }
  discountApplication { targetType allocationMethod targetSelection
    value { __typename ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount currencyCode } } }
  ... on CartCodeDiscountAllocation { code }`;
const cartFields = `id discountCodes { code applicable }
  cost { subtotalAmount { amount } checkoutChargeAmount { amount } totalTaxAmount { amount } totalAmount { amount } }
  discountAllocations { ${allocationFields} }
  lines(first: 10) { edges { node { cost { subtotalAmount { amount } totalAmount { amount } } discountAllocations { ${allocationFields} } } } }`;
const updateCodes = `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { cart { ${cartFields} } userErrors { message } } }`;

describeWithDatabase("the Storefront engine's discount amounts", (use) => {
  let cartEngine: Awaited<ReturnType<typeof openCartTestEngine>>;
  const errors: unknown[] = [];

  const cartWith = async (lines: object[], codes: string[]) => {
    const created = await cartEngine.mutate(createCart, { input: { lines } }, "cartCreate");
    const updated = await cartEngine.mutate(
      updateCodes,
      { cartId: created.cart.id, codes },
      "cartDiscountCodesUpdate",
    );
    expect(updated.userErrors).toEqual([]);
    return updated.cart;
  };
  const splitSizes = () => [
    { merchandiseId: cartEngine.polo.m, quantity: 5, attributes: embroideredChestLeft },
    { merchandiseId: cartEngine.polo.l, quantity: 5, attributes: embroideredChestLeft },
  ];
  const amounts = (allocations: { discountedAmount: { amount: string } }[]) =>
    allocations.map((allocation) => allocation.discountedAmount.amount);

  beforeAll(async () => {
    const db = use().db;
    cartEngine = await openCartTestEngine(db, errors);
    const ids = [cartEngine.polo.m, cartEngine.polo.l].map((gid) => Number(gid.split("/").at(-1)));
    await db
      .update(productVariants)
      .set({ pricePence: 1000 })
      .where(inArray(productVariants.id, ids));
    await db.insert(discountCodes).values([
      { code: "TENOFF", kind: "percentage", value: 10 },
      { code: "FIVER", kind: "fixed_amount", value: 500 },
    ]);
  });

  it("takes a percentage code off the goods: one allocation per line, VAT and total after it", async () => {
    const cart = await cartWith(splitSizes(), ["tenoff"]);
    expect(cart.discountCodes).toEqual([{ code: "tenoff", applicable: true }]);
    expect(cart.cost).toEqual({
      subtotalAmount: { amount: "139.95" },
      checkoutChargeAmount: { amount: "139.95" },
      totalTaxAmount: { amount: "25.19" },
      totalAmount: { amount: "151.14" },
    });
    expect(cart.discountAllocations).toEqual(
      ["7.5", "6.5"].map((amount) => ({
        __typename: "CartCodeDiscountAllocation",
        code: "tenoff",
        discountedAmount: { amount, currencyCode: "GBP" },
        discountApplication: {
          targetType: "LINE_ITEM",
          allocationMethod: "ACROSS",
          targetSelection: "ALL",
          value: { __typename: "PricingPercentageValue", percentage: 10 },
        },
      })),
    );
    // Lines keep their own cost; the order-level shares are only on the cart.
    const lines = cart.lines.edges.map((edge: any) => edge.node);
    expect(lines.map((line: any) => line.cost.totalAmount.amount)).toEqual(["74.95", "65.0"]);
    expect(lines.every((line: any) => line.discountAllocations.length === 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("applies one code per order, the larger discount; a fixed value is each allocation's amount", async () => {
    const both = await cartWith(splitSizes(), ["FIVER", "TENOFF"]);
    expect(both.discountCodes).toEqual([
      { code: "FIVER", applicable: false },
      { code: "TENOFF", applicable: true },
    ]);
    expect(amounts(both.discountAllocations)).toEqual(["7.5", "6.5"]);

    const fiver = await cartWith(splitSizes(), ["FIVER"]);
    // 500 × 7495 / 13995 = 267.8 and 232.2: the penny left goes to the larger remainder.
    expect(amounts(fiver.discountAllocations)).toEqual(["2.68", "2.32"]);
    expect(
      fiver.discountAllocations.map((allocation: any) => allocation.discountApplication.value),
    ).toEqual([
      { __typename: "MoneyV2", amount: "2.68", currencyCode: "GBP" },
      { __typename: "MoneyV2", amount: "2.32", currencyCode: "GBP" },
    ]);
    // 13495 ex VAT; VAT 1445 + 1254 on the discounted lines 7227 and 6268.
    expect(fiver.cost.totalAmount.amount).toBe("161.94");
  });

  it("charges delivery on a small order after the discount, and drops it all when codes are cleared", async () => {
    const cart = await cartWith([{ merchandiseId: cartEngine.polo.m, quantity: 1 }], ["FIVER"]);
    // 1000 − 500 = 500 ex VAT, VAT 100 + delivery 495 + 99.
    expect(cart.cost.totalAmount.amount).toBe("11.94");
    expect(cart.cost.totalTaxAmount.amount).toBe("1.99");
    const cleared = await cartEngine.mutate(
      updateCodes,
      { cartId: cart.id, codes: [] },
      "cartDiscountCodesUpdate",
    );
    expect(cleared.cart.discountAllocations).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe("17.94");
  });
});
