import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { Browser } from "#server/accounts/accounts-test-support.ts";
import { orders, productVariants, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import type {
  OrderHistoryEntry,
  OrderHistoryPage,
  ReorderActionData,
} from "./order-history.server.ts";
import { orderPagesApp, signedInBrowser } from "./order-pages-test-support.ts";

// spec/back-office.md §2, §6: the order history through the real app — Better Auth sessions, the
// viewer middleware, the page's server facade — as the demo customers (DESIGN §10): each sees
// their own orders and never the other's; another's order number is a 404, for reading and for
// Reorder; Reorder gives back what can be bought today.

type App = ReturnType<typeof orderPagesApp>;

describeWithDatabase("the order history", (use) => {
  let app: App;
  let trade: Browser;
  let retail: Browser;
  const numbersOf = async (email: string) => {
    const rows = await use()
      .db.select({ number: orders.orderNumber })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(users.email, email))
      .orderBy(desc(orders.createdAt));
    return rows.map((row) => row.number);
  };
  const history = async (browser: Browser) =>
    (await (await browser.request("/account/orders")).json()) as OrderHistoryPage;
  const reorder = (browser: Browser, orderNumber: string) =>
    browser.request(`/account/orders/${encodeURIComponent(orderNumber)}`, { method: "POST" });

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    app = orderPagesApp(use());
    trade = await signedInBrowser(app, "trade@tradewear.test");
    retail = await signedInBrowser(app, "retail@tradewear.test");
  }, 60_000);

  it("lists exactly the signed-in customer's own orders, newest first, with their items", async () => {
    const tradeNumbers = await numbersOf("trade@tradewear.test");
    const retailNumbers = await numbersOf("retail@tradewear.test");
    expect(tradeNumbers.length).toBeGreaterThan(0);
    expect(retailNumbers.length).toBeGreaterThan(0);

    const page = await history(trade);
    if (!page.signedIn) throw new Error("trade is signed in");
    expect(page.orders.map((order) => order.orderNumber)).toEqual(tradeNumbers);
    expect(page.orders.some((order) => retailNumbers.includes(order.orderNumber))).toBe(false);
    expect(new Set(page.orders.map((order) => order.status))).toEqual(
      new Set(["pending", "processing", "shipped", "completed", "cancelled"]),
    );
    for (const order of page.orders) {
      expect(order.items.length).toBeGreaterThan(0);
      const lines = order.items.reduce((sum, item) => sum + item.lineExVatPence, 0);
      expect(order.subtotalPence).toBe(lines);
      expect(order.totalPence).toBe(
        order.subtotalPence - order.discountPence + order.vatPence + order.deliveryPence,
      );
    }

    const retailPage = await history(retail);
    if (!retailPage.signedIn) throw new Error("retail is signed in");
    expect(retailPage.orders.map((order) => order.orderNumber)).toEqual(retailNumbers);
  });

  it("answers 404 for another customer's order number, to read it or to reorder it", async () => {
    const [tradeOrder] = await numbersOf("trade@tradewear.test");
    const own = await trade.request(`/account/orders/${tradeOrder}`);
    expect(own.status).toBe(200);
    const body = (await own.json()) as { signedIn: true; order: OrderHistoryEntry };
    expect(body.order.orderNumber).toBe(tradeOrder);

    const theirs = await retail.request(`/account/orders/${tradeOrder}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(tradeOrder!);
    expect((await reorder(retail, tradeOrder!)).status).toBe(404);
    expect((await trade.request("/account/orders/TW-999999")).status).toBe(404);
  });

  it("asks a visitor to sign in, and refuses them Reorder", async () => {
    const visitor = new Browser(app);
    expect(await history(visitor)).toEqual({ signedIn: false });
    const [tradeOrder] = await numbersOf("trade@tradewear.test");
    expect(await (await visitor.request(`/account/orders/${tradeOrder}`)).json()).toEqual({
      signedIn: false,
    });
    const refused = await reorder(visitor, tradeOrder!);
    expect(refused.status).toBe(401);
  });

  it("reorders an order's lines with their decoration, naming a line that is out of stock now", async () => {
    const page = await history(trade);
    if (!page.signedIn) throw new Error("trade is signed in");
    // The demo's jacket order: 10 + 5 embroidered on the chest.
    const jackets = page.orders.find((order) =>
      order.items.every((item) => item.productTitle.includes("Sentinel")),
    )!;
    const answer = (await (await reorder(trade, jackets.orderNumber)).json()) as ReorderActionData;
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.skipped).toEqual([]);
    expect(
      answer.lines.map((line) => [
        line.variant,
        line.quantity,
        line.customizationType,
        line.customizationPosition,
      ]),
    ).toEqual(
      jackets.items.map((item) => [item.variantTitle, item.quantity, "embroidery", "Chest Left"]),
    );
    expect(
      answer.lines.every((line) => /^gid:\/\/shopify\/ProductVariant\/\d+$/.test(line.variantId)),
    ).toBe(true);

    const gone = jackets.items[1]!;
    const [row] = await use()
      .db.select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, Number(answer.lines[1]!.variantId.split("/").at(-1))),
          eq(productVariants.title, gone.variantTitle!),
        ),
      );
    await use()
      .db.update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 0 })
      .where(eq(productVariants.id, row!.id));
    try {
      // The catalogue's cache hears of the stock change by notification, a moment after the commit
      // (at once on PGlite, over the network on PostgreSQL): ask until it has.
      let again: ReorderActionData | undefined;
      await expect
        .poll(async () => {
          again = (await (await reorder(trade, jackets.orderNumber)).json()) as ReorderActionData;
          if (!again.ok) throw new Error(again.error);
          return again.skipped;
        })
        .toEqual([`${gone.productTitle} (${gone.variantTitle})`]);
      if (!again?.ok) throw new Error("no reorder answer");
      expect(again.lines.map((line) => line.variant)).toEqual([jackets.items[0]!.variantTitle]);
    } finally {
      await use()
        .db.update(productVariants)
        .set({ inventoryTracked: false })
        .where(eq(productVariants.id, row!.id));
    }
  });
});
