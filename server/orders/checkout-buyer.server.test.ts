import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { Browser } from "#server/accounts/accounts-test-support.ts";
import { carts, orders, productVariants, products, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";
import type { CheckoutView } from "./checkout.server.ts";
import type { OrderHistoryPage } from "./order-history.server.ts";
import { orderPagesApp, signedInBrowser } from "./order-pages-test-support.ts";

// DESIGN §5 and issue 5: the hosted checkout prices the cart for the customer signed in on the
// shop (their session), charges that, and records the order as theirs; a visitor pays list price,
// and so does an anonymous caller of the Storefront API. The demo trade customer has £7.50 on the
// Navy / L polo only (list £9.25), £2.25 on every vest (list £2.95) and an inactive price on the
// boots (README "Demo logins").

type App = ReturnType<typeof orderPagesApp>;

const placeOrderFields = (expectedTotal: number) => ({
  intent: "place-order",
  expectedTotal: String(expectedTotal),
  name: "Dan Hartley",
  email: "trade@tradewear.test",
  line1: "Unit 4, Canal Wharf",
  city: "Leeds",
  postcode: "LS11 5PS",
  country: "GB",
  billingSame: "on",
});

describeWithDatabase("the account-aware checkout and special prices", (use) => {
  let app: App;
  let visitor: Browser;
  let trade: Browser;
  let retail: Browser;
  const ids = { poloNavyL: "", poloNavyM: "" };

  async function variantGid(handle: string, title: string) {
    const [row] = await use()
      .db.select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, handle), eq(productVariants.title, title)));
    return `gid://shopify/ProductVariant/${row!.id}`;
  }

  /**
   * A cart made through the Storefront API over HTTP, by a visitor unless another browser (and
   * its session cookie) is given; answers its token and the prices the API answered.
   */
  async function createCart(variantId: string, quantity: number, browser = visitor) {
    const response = await browser.post("/api/storefront/graphql", {
      query: `mutation ($input: CartInput) { cartCreate(input: $input) {
        cart { id cost { subtotalAmount { amount } totalAmount { amount } } lines(first: 5) { edges { node { cost { amountPerQuantity { amount } } } } } }
      } }`,
      variables: { input: { lines: [{ merchandiseId: variantId, quantity }] } },
    });
    const text = await response.text();
    const body = JSON.parse(text) as {
      data: {
        cartCreate: {
          cart: {
            id: string;
            cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
            lines: { edges: { node: { cost: { amountPerQuantity: { amount: string } } } }[] };
          };
        };
      };
    };
    if (!body.data) throw new Error(`cartCreate failed (${response.status}): ${text}`);
    const { cart } = body.data.cartCreate;
    return {
      token: cart.id.split("/").at(-1)!,
      apiUnitAmount: cart.lines.edges[0]!.node.cost.amountPerQuantity.amount,
      apiSubtotal: cart.cost.subtotalAmount.amount,
      apiTotal: cart.cost.totalAmount.amount,
    };
  }

  /** The cart's cost as the Storefront API answers `cart(id:)` to this browser. */
  async function readCartCost(browser: Browser, token: string) {
    const response = await browser.post("/api/storefront/graphql", {
      query: `query ($id: ID!) { cart(id: $id) { cost { subtotalAmount { amount } totalAmount { amount } } } }`,
      variables: { id: `gid://shopify/Cart/${token}` },
    });
    const body = (await response.json()) as {
      data: {
        cart: { cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } } };
      };
    };
    const { cost } = body.data.cart;
    return { subtotal: cost.subtotalAmount.amount, total: cost.totalAmount.amount };
  }

  const checkout = async (browser: Browser, token: string) => {
    const response = await browser.request(`/checkout/${token}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CheckoutView;
  };
  const placeOrder = (browser: Browser, token: string, expectedTotal: number) =>
    browser.request(`/checkout/${token}`, {
      method: "POST",
      body: new URLSearchParams(placeOrderFields(expectedTotal)),
    });

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    // Issue 18.9: the checkout takes orders only with the shop's own bank details.
    await useTestBankDetails(use());
    app = orderPagesApp(use());
    visitor = new Browser(app);
    trade = await signedInBrowser(app, "trade@tradewear.test");
    retail = await signedInBrowser(app, "retail@tradewear.test");
    ids.poloNavyL = await variantGid("portwest-b210-essential-polo", "Navy / L");
    ids.poloNavyM = await variantGid("portwest-b210-essential-polo", "Navy / M");
  }, 60_000);

  it("charges the trade customer their special price and records the order in their history", async () => {
    const cart = await createCart(ids.poloNavyL, 1);
    // The Storefront API answers an anonymous caller at list price.
    expect(cart.apiUnitAmount).toBe("9.25");
    expect(cart.apiTotal).toBe("17.04");

    const view = await checkout(trade, cart.token);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      unitPence: 750,
      lineExVatPence: 750,
      specialPrice: { unitPence: 750, standardUnitPence: 925 },
    });
    // DESIGN §3 worked example: custom £8.00 → 800 + 160 + 594; here £7.50: 750 + 150 + 594.
    expect(view.totals).toMatchObject({ subtotalPence: 750, vatPence: 249, totalPence: 1494 });
    expect(view.name).toBe("Dan Hartley");
    expect(view.email).toBe("trade@tradewear.test");

    const placed = await placeOrder(trade, cart.token, view.totals.totalPence);
    expect(placed.status).toBe(302);
    const [order] = await use()
      .db.select({ number: orders.orderNumber, total: orders.totalPence, email: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.idempotencyKey, `cart:${await cartId(cart.token)}`));
    expect(order).toMatchObject({ total: 1494, email: "trade@tradewear.test" });

    const history = (await (await trade.request("/account/orders")).json()) as OrderHistoryPage;
    if (!history.signedIn) throw new Error("trade is signed in");
    expect(history.orders[0]).toMatchObject({ orderNumber: order!.number, status: "pending" });
    expect(history.orders[0]!.items[0]).toMatchObject({ unitPricePence: 750, quantity: 1 });
    const retailHistory = (await (await retail.request("/account/orders")).json()) as {
      orders: { orderNumber: string }[];
    };
    expect(retailHistory.orders.map((entry) => entry.orderNumber)).not.toContain(order!.number);
  });

  it("answers the trade customer's own Cart API calls with the prices their checkout charges", async () => {
    // Issue 22.1, DESIGN §5: the cart is priced for the buyer whose session cookie comes with it.
    const cart = await createCart(ids.poloNavyL, 1, trade);
    const view = await checkout(trade, cart.token);
    expect(view.totals).toMatchObject({ subtotalPence: 750, totalPence: 1494 });
    expect(cart).toMatchObject({ apiUnitAmount: "7.5", apiSubtotal: "7.5", apiTotal: "14.94" });
    expect(await readCartCost(trade, cart.token)).toEqual({ subtotal: "7.5", total: "14.94" });
    // The same cart read by anyone else, straight after: list price, never the trade prices.
    expect(await readCartCost(visitor, cart.token)).toEqual({ subtotal: "9.25", total: "17.04" });
    expect(await readCartCost(retail, cart.token)).toEqual({ subtotal: "9.25", total: "17.04" });
  });

  it("prices the carts a signed-in customer's pages make in process as their checkout does", async () => {
    const make = async (browser: Browser) => {
      const response = await browser.post("/basket/cart", [
        { variantId: ids.poloNavyL, quantity: 2 },
      ]);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        token: string;
        lineItemsSubtotalPricePence: number;
        totalPricePence: number;
      };
    };
    const traders = await make(trade);
    const view = await checkout(trade, traders.token);
    expect(traders).toMatchObject({
      lineItemsSubtotalPricePence: 1500,
      totalPricePence: 1500 + 300 + 594,
    });
    expect(view.totals).toMatchObject({ subtotalPence: 1500, totalPence: traders.totalPricePence });
    expect(await make(visitor)).toMatchObject({ lineItemsSubtotalPricePence: 1850 });
  });

  it("charges a visitor list price, and refuses them the total a trade customer was shown", async () => {
    const cart = await createCart(ids.poloNavyL, 1);
    const view = await checkout(visitor, cart.token);
    expect(view.lines[0]).toMatchObject({ unitPence: 925, specialPrice: null });
    expect(view.totals.totalPence).toBe(925 + 185 + 594);
    expect(view.name).toBeNull();

    const refused = await placeOrder(visitor, cart.token, 1494);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { formError: string }).formError).toMatch(
      /^Your order total has changed to £17\.04/,
    );
    expect((await placeOrder(visitor, cart.token, 1704)).status).toBe(302);
    const [order] = await use()
      .db.select({ total: orders.totalPence, userId: orders.userId })
      .from(orders)
      .where(eq(orders.idempotencyKey, `cart:${await cartId(cart.token)}`));
    expect(order).toEqual({ total: 1704, userId: null });
  });

  it("gives another size of the polo list price: the special price is for Navy / L only", async () => {
    const cart = await createCart(ids.poloNavyM, 1);
    const view = await checkout(trade, cart.token);
    expect(view.lines[0]).toMatchObject({ unitPence: 925, specialPrice: null });
  });

  it("overlays special prices on a product page for the signed-in customer only", async () => {
    const special = async (browser: Browser, handle: string) =>
      (await (await browser.request(`/products/${handle}`)).json()) as Record<string, number>;
    // A variant's own price: that variant only.
    expect(await special(trade, "portwest-b210-essential-polo")).toEqual({
      [ids.poloNavyL]: 750,
    });
    // An all-variants price: every variant.
    const vest = await special(trade, "portwest-c472-hi-vis-two-band-and-brace-vest");
    const vestVariants = await use()
      .db.select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.handle, "portwest-c472-hi-vis-two-band-and-brace-vest"));
    expect(Object.keys(vest)).toHaveLength(vestVariants.length);
    expect(new Set(Object.values(vest))).toEqual(new Set([225]));
    // An inactive record: none.
    expect(await special(trade, "dewalt-apex-s3-safety-boot")).toEqual({});
    // Customers without records, and visitors: none.
    expect(await special(retail, "portwest-c472-hi-vis-two-band-and-brace-vest")).toEqual({});
    expect(await special(visitor, "portwest-c472-hi-vis-two-band-and-brace-vest")).toEqual({});
  });

  async function cartId(token: string) {
    const [row] = await use().db.select({ id: carts.id }).from(carts).where(eq(carts.token, token));
    return row!.id;
  }
});
