import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { viewerByEmail } from "../credit/credit-test-support.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { orderItems, orders } from "../db/schema/index.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { basketTestContext, demoVariant, type BasketTestContext } from "./basket-test-support.ts";
import { checkQuickOrder, loadQuickOrder, unknownSkuProblem } from "./quick-order.server.ts";

// Issue 14.2: /quick-order's check against the demo catalogue. The Portwest B210 polo is £9.25 ex
// VAT and earns 5% off from 10 items of the product, whatever their sizes; "Grey / 3XL" is out
// of stock; the trade customer pays £7.50 for "Navy / L".

const polo = "portwest-b210-essential-polo";
const now = 1_700_000_000_000;

describeWithDatabase("the quick order's check", (use) => {
  let context: BasketTestContext;
  let sku: (title: string) => Promise<string>;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    context = basketTestContext(use());
    sku = async (title) => (await demoVariant(context.commerce, polo, title)).sku;
  });

  it("prices a size run as one: 6 M and 4 L earn the 10-item break on both, in any case of SKU", async () => {
    const text = `${await sku("Navy / M")} 6\n${(await sku("Navy / L")).toLowerCase()},4`;
    const result = await checkQuickOrder(context, text, now);
    if (!result.ok) throw new Error(result.error);
    expect(
      result.rows.map(({ sku, quantity, unitExVatPence, quantityBreakPercent, problem }) => ({
        sku,
        quantity,
        unitExVatPence,
        quantityBreakPercent,
        problem,
      })),
    ).toEqual([
      {
        sku: await sku("Navy / M"),
        quantity: 6,
        unitExVatPence: 879,
        quantityBreakPercent: 5,
        problem: null,
      },
      {
        sku: await sku("Navy / L"),
        quantity: 4,
        unitExVatPence: 879,
        quantityBreakPercent: 5,
        problem: null,
      },
    ]);
    // 10 × 879 = 8790 ex VAT; VAT 20% on each line: 6 × 879 = 5274 → 1055; 4 × 879 = 3516 → 703.
    expect(result.subtotalExVatPence).toBe(8790);
    expect(result.subtotalIncVatPence).toBe(5274 + 1055 + 3516 + 703);
    const [line] = result.rows;
    expect(line!.item).toMatchObject({
      name: "Portwest B210 Essential Polo",
      variantTitle: "Navy / M",
    });
    expect(line!.basketLine).toMatchObject({
      variantId: (await demoVariant(context.commerce, polo, "Navy / M")).id,
      quantity: 6,
      customizationType: "plain",
      handle: polo,
    });
  });

  it("marks each line's problem and leaves it out: unknown SKU, bad quantity, out of stock, too few left", async () => {
    const limited = await sku("Navy / XL");
    await use().db.execute(
      sql`update product_variants set inventory_tracked = true, inventory_policy = 'deny', inventory_quantity = 3 where sku = ${limited}`,
    );
    const text = [
      "NO-SUCH-SKU 2",
      `${await sku("Navy / M")} 2.5`,
      `${await sku("Grey / 3XL")} 1`,
      `${limited} 5`,
      `${limited} 3`,
    ].join("\n");
    const result = await checkQuickOrder(context, text, now);
    if (!result.ok) throw new Error(result.error);
    expect(
      result.rows.map((row) => [row.lineNumber, row.problem, row.basketLine !== null]),
    ).toEqual([
      [1, unknownSkuProblem, false],
      [2, '"2.5" is not a whole number of items', false],
      [3, "This variant is out of stock", false],
      [4, "Only 3 in stock", false],
      [5, null, true],
    ]);
    expect(result.rows[4]!.stock).toBe("Only 3 left");
    expect(result.subtotalExVatPence).toBe(result.rows[4]!.lineExVatPence);
  });

  it("prices at the signed-in trade customer's own price", async () => {
    const trade = await viewerByEmail(use().db, "trade@tradewear.test");
    const result = await checkQuickOrder(
      { ...context, viewer: trade },
      `${await sku("Navy / L")} 2`,
      now,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows[0]).toMatchObject({ unitExVatPence: 750, isCustomPrice: true });
  });

  it("answers 400 for nothing to check, writing nothing", async () => {
    expect(await checkQuickOrder(context, "\n \n", now)).toEqual({
      ok: false,
      status: 400,
      field: "lines",
      error: "Enter at least one SKU and quantity.",
    });
  });

  it("fills from the buyer's own order only, and is not there in Shopify mode", async () => {
    const trade = await viewerByEmail(use().db, "trade@tradewear.test");
    const retail = await viewerByEmail(use().db, "retail@tradewear.test");
    const [order] = await use()
      .db.select()
      .from(orders)
      .where(eq(orders.userId, trade.userId))
      .limit(1);
    const items = await use().db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const url = new URL(`http://shop.test/quick-order?order=${order!.orderNumber}`);

    const own = await loadQuickOrder({ ...context, viewer: trade }, url);
    expect(own.prefill?.orderNumber).toBe(order!.orderNumber);
    expect(own.prefill?.text.split("\n")).toEqual(
      items.filter((item) => item.sku).map((item) => `${item.sku} ${item.quantity}`),
    );
    expect((await loadQuickOrder({ ...context, viewer: retail }, url)).prefill).toBeNull();
    expect((await loadQuickOrder(context, url)).prefill).toBeNull();

    const shopifyMode = {
      ...context,
      services: {
        ...context.services,
        config: {
          ...context.services.config,
          shopify: {
            storeDomain: "example.myshopify.com",
            storeUrl: "https://example.myshopify.com",
            storefrontToken: "t",
          },
        },
      },
    };
    await expect(loadQuickOrder(shopifyMode, url)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
