import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { ProductVariant } from "#commerce/client/catalogue-types.ts";
import { priceBasket } from "#core/pricing/price-basket.ts";
import type { Viewer } from "../accounts/viewer.ts";
import { viewerByEmail } from "../credit/credit-test-support.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { getDecorationPricing } from "../pricing/pricing.server.ts";
import { basketTestContext, demoVariant, type BasketTestContext } from "./basket-test-support.ts";
import { priceBasketLines } from "./basket.server.ts";

// Demo data (server/demo/demo-catalogue-leisurewear.ts): the Portwest B210 polo is £9.25 ex VAT
// (2XL +£1.00), "Grey / 3XL" is out of stock. The t-shirt is the Gildan GD12 at £3.75.
const polo = "portwest-b210-essential-polo";
const tee = "gildan-gd12-heavy-cotton-t-shirt";
const vest = "portwest-c472-hi-vis-two-band-and-brace-vest";
const unknownVariantId = "gid://shopify/ProductVariant/999999999";

describeWithDatabase("priceBasketLines against the engine and the demo data", (use) => {
  let context: BasketTestContext;
  const variants = new Map<string, ProductVariant>();

  async function variantOf(handle: string, title: string): Promise<ProductVariant> {
    const key = `${handle} ${title}`;
    if (!variants.has(key)) variants.set(key, await demoVariant(context.commerce, handle, title));
    return variants.get(key)!;
  }

  beforeAll(async () => {
    const database = use();
    await applyDemoSeed(database.db);
    context = basketTestContext(database);
  });

  it("prices 10 polos embroidered Chest Left as DESIGN §3 does, in pence", async () => {
    const navyM = await variantOf(polo, "Navy / M");
    const result = await priceBasketLines(context, [
      {
        id: "line-1",
        variantId: navyM.id,
        quantity: 10,
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
      },
    ]);
    if (!result.ok) throw new Error(result.error);
    const [line] = result.basket.lines;
    // Hand-checked: unit round(925 × 95%) = 879; embroidery 6-49 = 350; 10 × 1229 = 12290;
    // set-up 995 → 13285 ex VAT; VAT 2657; 15942 inc VAT; above £75 so delivery is free.
    expect(line?.price).toMatchObject({
      baseUnitPence: 925,
      unitPence: 879,
      quantityBreakPercent: 5,
      decorationPence: 350,
      surchargePence: 0,
      setUpSharePence: 995,
      lineExVatPence: 13285,
      lineVatPence: 2657,
      lineIncVatPence: 15942,
      needsQuote: false,
    });
    expect(line).toMatchObject({
      id: "line-1",
      problem: null,
      item: {
        name: "Portwest B210 Essential Polo",
        variantTitle: "Navy / M",
        sku: navyM.sku,
        handle: polo,
      },
    });
    expect(line?.item?.image?.url).toMatch(/^\/images\//);
    expect(result.basket).toMatchObject({
      subtotalExVatPence: 13285,
      deliveryExVatPence: 0,
      vatTotalPence: 2657,
      totalPence: 15942,
      isFreeDelivery: true,
      amountForFreeDeliveryPence: 0,
    });
  });

  it("agrees with priceBasket for a mixed basket: sizes share the decoration group", async () => {
    const navyM = await variantOf(polo, "Navy / M");
    const navy2xl = await variantOf(polo, "Navy / 2XL");
    const white = await variantOf(tee, "White / M");
    const input = [
      {
        variantId: navyM.id,
        quantity: 3,
        customizationType: "print",
        customizationPosition: "Back Center",
      },
      {
        variantId: navy2xl.id,
        quantity: 2,
        customizationType: "print",
        customizationPosition: "Back Center",
      },
      { variantId: white.id, quantity: 1 },
    ];
    const result = await priceBasketLines(context, input);
    if (!result.ok) throw new Error(result.error);

    const decorationPricing = await getDecorationPricing(context.services);
    const expected = priceBasket({
      lines: [
        {
          productId: "polo",
          variantId: navyM.id,
          quantity: 3,
          variantPricePence: 925,
          decoration: { type: "print", position: "Back Center" },
        },
        {
          productId: "polo",
          variantId: navy2xl.id,
          quantity: 2,
          variantPricePence: 1025,
          decoration: { type: "print", position: "Back Center" },
        },
        {
          productId: "tee",
          variantId: white.id,
          quantity: 1,
          variantPricePence: white.pricePence,
          decoration: { type: "plain" },
        },
      ],
      decorationPricing: decorationPricing!,
    });
    expect(result.basket.lines.map((line) => line.price?.lineIncVatPence)).toEqual(
      expected.lines.map((line) => line.lineIncVatPence),
    );
    // The 5 polos are one print group of 5 (1-5 band £5.95, one £5.95 set-up on the first line).
    expect(result.basket.lines[0]?.price).toMatchObject({
      decorationPence: 595,
      setUpSharePence: 595,
      groupQuantity: 5,
    });
    expect(result.basket.lines[1]?.price).toMatchObject({
      setUpSharePence: 0,
      baseUnitPence: 1025,
    });
    const { lines: _lines, ...totals } = expected;
    expect(result.basket).toMatchObject(totals);
    // 5 × £5.95 print + £5.95 set-up lifts the basket over £75: delivery is free.
    expect(result.basket.isFreeDelivery).toBe(true);
  });

  it("gives a trade customer's special-price lines the list price they replace, and a visitor none", async () => {
    // README "Demo logins": the trade customer pays £7.50 for the Navy / L polo only (list
    // £9.25) and £2.25 for every vest (list £2.95).
    const lines = [
      { variantId: (await variantOf(polo, "Navy / L")).id, quantity: 2 },
      { variantId: (await variantOf(polo, "Navy / M")).id, quantity: 1 },
      { variantId: (await variantOf(vest, "Hi-Vis Yellow / S")).id, quantity: 1 },
    ];
    const shown = async (viewer: Viewer | null) => {
      const result = await priceBasketLines({ ...context, viewer }, lines);
      if (!result.ok) throw new Error(result.error);
      return result.basket.lines.map((line) => ({
        unitPence: line.price?.unitPence,
        isCustomPrice: line.price?.isCustomPrice,
        listUnitPence: line.listUnitPence,
      }));
    };
    const trade = await viewerByEmail(use().db, "trade@tradewear.test");
    expect(await shown(trade)).toEqual([
      { unitPence: 750, isCustomPrice: true, listUnitPence: 925 },
      { unitPence: 925, isCustomPrice: false, listUnitPence: null },
      { unitPence: 225, isCustomPrice: true, listUnitPence: 295 },
    ]);
    expect(await shown(null)).toEqual([
      { unitPence: 925, isCustomPrice: false, listUnitPence: null },
      { unitPence: 925, isCustomPrice: false, listUnitPence: null },
      { unitPence: 295, isCustomPrice: false, listUnitPence: null },
    ]);
  });

  it("ignores any price, name or SKU the browser sends", async () => {
    const navyM = await variantOf(polo, "Navy / M");
    const honest = await priceBasketLines(context, [{ variantId: navyM.id, quantity: 3 }]);
    const tampered = await priceBasketLines(context, [
      {
        variantId: navyM.id,
        quantity: 3,
        pricePence: 1,
        basePricePence: 1,
        customizationPricePence: 0,
        setupFeePence: 0,
        name: "Free polo",
        sku: "FREE",
      },
    ]);
    if (!honest.ok || !tampered.ok) throw new Error("not priced");
    expect(tampered).toEqual(honest);
    // 3 × 925 = 2775 ex VAT, 555 VAT, 3330 inc VAT; £5.94 delivery; 3330 + 594 = 3924.
    expect(tampered.basket).toMatchObject({
      subtotalIncVatPence: 3330,
      totalPence: 3924,
      isFreeDelivery: false,
      amountForFreeDeliveryPence: 4171,
    });
    expect(tampered.basket.lines[0]?.item?.name).toBe("Portwest B210 Essential Polo");
  });

  it("reports an unknown and an out-of-stock variant on their lines and leaves them out of the totals", async () => {
    const navyM = await variantOf(polo, "Navy / M");
    const grey3xl = await variantOf(polo, "Grey / 3XL");
    expect(grey3xl.available).toBe(false);
    const result = await priceBasketLines(context, [
      { id: "a", variantId: unknownVariantId, quantity: 2 },
      { id: "b", variantId: grey3xl.id, quantity: 5 },
      { id: "c", variantId: navyM.id, quantity: 1 },
    ]);
    if (!result.ok) throw new Error(result.error);
    expect(
      result.basket.lines.map(({ id, problem, price }) => [
        id,
        problem,
        price?.lineIncVatPence ?? null,
      ]),
    ).toEqual([
      ["a", "This item is no longer available", null],
      ["b", "This variant is out of stock", null],
      ["c", null, 1110],
    ]);
    expect(result.basket.lines[0]?.item).toBeNull();
    expect(result.basket.lines[1]?.item?.variantTitle).toBe("Grey / 3XL");
    // The 5 out-of-stock polos do not count towards the quantity break either.
    expect(result.basket.lines[2]?.price?.quantityBreakPercent).toBe(0);
    expect(result.basket.subtotalIncVatPence).toBe(1110);
  });

  it.each([
    [0, "Quantity must be at least 1"],
    [-1, "Quantity must be at least 1"],
    [1.5, "Quantity must be a whole number of items"],
    ["3", "Quantity must be a number of items"],
    [100_001, "Quantity must be at most 100000"],
  ])("refuses quantity %s with a 400 naming the field", async (quantity, message) => {
    const navyM = await variantOf(polo, "Navy / M");
    const result = await priceBasketLines(context, [
      { variantId: navyM.id, quantity: 1 },
      { variantId: navyM.id, quantity },
    ]);
    expect(result).toEqual({ ok: false, status: 400, field: "lines.1.quantity", error: message });
  });

  it.each([
    ["not a list", { variantId: "x" }, "lines", "lines must be a list of basket lines"],
    [
      "a decorated line without a position",
      [{ variantId: "x", quantity: 1, customizationType: "print" }],
      "lines.0.customizationPosition",
      "A decorated line needs a position",
    ],
    ["a line without a variant", [{ quantity: 1 }], "lines.0.variantId", expect.any(String)],
  ])("refuses %s with a 400 naming the field", async (_, lines, field, error) => {
    expect(await priceBasketLines(context, lines)).toEqual({
      ok: false,
      status: 400,
      field,
      error,
    });
  });

  it("prices an empty basket as nothing to pay", async () => {
    const result = await priceBasketLines(context, []);
    expect(result).toMatchObject({
      ok: true,
      basket: { lines: [], totalPence: 0, isFreeDelivery: false },
    });
  });

  it("says it cannot price, rather than guessing, when the pricing tables cannot be read", async () => {
    const navyM = await variantOf(polo, "Navy / M");
    await use().db.execute(sql`ALTER TABLE print_pricing RENAME TO print_pricing_moved`);
    try {
      const result = await priceBasketLines(context, [{ variantId: navyM.id, quantity: 1 }]);
      expect(result).toMatchObject({ ok: false, status: 503 });
    } finally {
      await use().db.execute(sql`ALTER TABLE print_pricing_moved RENAME TO print_pricing`);
    }
  });
});
