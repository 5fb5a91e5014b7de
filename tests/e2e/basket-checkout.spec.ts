import type { BrowserContext, Page } from "@playwright/test";
import { expect, skipWelcome, test, addFromProductPage, openPage } from "./fixtures.ts";

// spec/storefront.md §2, §4, §8 and DESIGN §4 "Checkout carries the decoration": Checkout makes a
// cart through the Cart API with each line's decoration in its attributes and opens the cart's
// checkout in a new tab. Issue 18.2: the basket is kept, with its cart, until the order is placed.
const fleece = "/products/result-r118-core-micron-fleece";
const tee = "/products/gildan-gd12-heavy-cotton-t-shirt";

type CartLinesAnswer = {
  data: {
    cart: {
      lines: { edges: { node: { attributes: { key: string; value: string }[] } }[] };
    } | null;
  };
};

test.describe("checkout from the basket", () => {
  test("an empty basket offers no checkout", async ({ page }) => {
    await openPage(page, "/basket");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
  });

  test("a line the shop no longer sells fails the checkout, closes the new tab and keeps the basket", async ({
    page,
    context,
  }) => {
    await skipWelcome(page);
    // A basket saved before its variant left the catalogue.
    await page.addInitScript(() =>
      window.localStorage.setItem(
        "shop-cart",
        JSON.stringify([
          {
            id: "gone-1",
            variantId: "gid://shopify/ProductVariant/999999999",
            productId: "gid://shopify/Product/999999999",
            name: "Discontinued Jacket",
            variant: "Black / L",
            pricePence: 1000,
            quantity: 1,
            handle: "discontinued-jacket",
          },
        ]),
      ),
    );
    await page.goto("/basket");
    await page.waitForLoadState("networkidle");
    const [blankTab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Checkout" }).click(),
    ]);
    await expect(
      page.getByText(
        "Failed to proceed to checkout: The merchandise with id gid://shopify/ProductVariant/999999999 does not exist.",
      ),
    ).toBeVisible();
    await expect.poll(() => blankTab.isClosed()).toBe(true);
    await expect(page.getByRole("button", { name: "Checkout" })).toBeEnabled();
    await expect(page.getByRole("heading", { level: 1, name: "Your Basket" })).toBeVisible();
  });

  test("opens the cart's checkout in a new tab, with the decoration, and keeps the basket until the order is placed", async ({
    page,
    context,
  }) => {
    await addFromProductPage(page, fleece, { size: "L", quantity: 10, embroidery: "Chest Left" });
    await addFromProductPage(page, tee, { size: "M", quantity: 1 });
    await openPage(page, "/basket");
    await expect(page.getByTestId("order-total")).toBeVisible();

    const first = await openCheckout(page, context);
    const token = tokenOf(first);
    await expect(page.getByText("Taking you to our secure checkout…").first()).toBeVisible();
    // Issue 18.2: the basket stays, and says where the checkout is.
    await expect(page.getByRole("heading", { level: 1, name: "Your Basket" })).toBeVisible();
    await expect(basketLines(page)).toHaveCount(2);
    await expect(page.getByText("Your secure checkout is open in another tab.")).toBeVisible();

    const response = await page.request.post("/api/2025-01/graphql.json", {
      data: {
        query:
          "query($id: ID!){ cart(id:$id){ lines(first:10){ edges{ node{ attributes{ key value } } } } } }",
        variables: { id: `gid://shopify/Cart/${token}` },
      },
    });
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as CartLinesAnswer;
    const lines = answer.data.cart?.lines.edges.map((edge) => edge.node.attributes) ?? [];
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(
      expect.arrayContaining([
        { key: "_decoration_type", value: "embroidery" },
        { key: "_decoration_position", value: "Chest Left" },
      ]),
    );
    expect(lines).toContainEqual([{ key: "_decoration_type", value: "plain" }]);

    // Closing the checkout loses nothing: the basket is there on the next visit, and Checkout
    // again reopens the same cart.
    await first.close();
    await openPage(page, "/basket");
    await expect(basketLines(page)).toHaveCount(2);
    await expect(page.getByText("Your secure checkout is open in another tab.")).toBeVisible();
    const again = await openCheckout(page, context);
    expect(tokenOf(again)).toBe(token);
    await again.close();

    // A changed basket is another order: its checkout is a new cart, priced afresh.
    const teeLine = basketLines(page).filter({ hasText: "Gildan GD12 Heavy Cotton T-Shirt" });
    await teeLine.getByRole("button", { name: /^Increase quantity/ }).click();
    await expect(page.getByText("Your secure checkout is open in another tab.")).toHaveCount(0);
    const changed = await openCheckout(page, context);
    expect(tokenOf(changed)).not.toBe(token);
    await expect(changed.getByTestId("order-line")).toHaveCount(2);
  });

  test("empties the basket in every tab of the shop once its order is placed", async ({
    page,
    context,
  }) => {
    // Two tabs, a checkout and two baskets: over 30 s on a busy machine.
    test.slow();
    await context.addInitScript(() =>
      window.localStorage.setItem("welcome-announcement-dismissed", "true"),
    );
    await addFromProductPage(page, tee, { size: "M", quantity: 2 });
    const otherTab = await context.newPage();
    await otherTab.goto("/products");
    await expect(otherTab.getByRole("link", { name: "Basket, 2 items" })).toBeVisible();
    await openPage(page, "/basket");
    await expect(page.getByTestId("order-total")).toBeVisible();

    const checkout = await openCheckout(page, context);
    await placeOrder(checkout);
    await expect(checkout.getByRole("heading", { level: 1 })).toContainText(/order TW-\d+ placed/);

    // The confirmation told the basket page, which says so, and the other tab's basket link.
    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Your order has been placed" }),
    ).toBeVisible();
    await expect(otherTab.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("shop-cart"))).toBeNull();

    // A new basket (filled from the other tab) is not that order: emptied, it says nothing of it.
    await addFromProductPage(otherTab, tee, { size: "L", quantity: 1 });
    await expect(basketLines(page)).toHaveCount(1);
    await basketLines(page)
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(page.getByText("Your order has been placed")).toHaveCount(0);
  });

  test("a basket whose order was placed in another browser empties itself when its page regains focus", async ({
    page,
    context,
    browser,
  }) => {
    await addFromProductPage(page, tee, { size: "M", quantity: 3 });
    await openPage(page, "/basket");
    await expect(page.getByTestId("order-total")).toBeVisible();
    const checkout = await openCheckout(page, context);
    const checkoutUrl = checkout.url();
    await checkout.close();

    // Back on the basket, the server says the checkout is still open: the basket stays.
    const statusAnswer = () =>
      page.waitForResponse(
        (response) =>
          response.url().includes("/basket") &&
          (response.request().postData() ?? "").includes('"checkout-status"'),
      );
    let answered = statusAnswer();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await answered;
    await expect(basketLines(page)).toHaveCount(1);

    // The same checkout link placed in another browser (no shared storage, no broadcast).
    const elsewhere = await browser.newContext();
    await elsewhere.addInitScript(() =>
      window.localStorage.setItem("welcome-announcement-dismissed", "true"),
    );
    const other = await elsewhere.newPage();
    await other.goto(checkoutUrl);
    await placeOrder(other);
    await expect(other.getByRole("heading", { level: 1 })).toContainText(/order TW-\d+ placed/);
    await elsewhere.close();

    answered = statusAnswer();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await answered;
    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(page.getByText("Your order has been placed")).toBeVisible();
  });
});

const basketLines = (page: Page) =>
  page.getByRole("list", { name: "Basket items" }).getByRole("listitem");

const tokenOf = (checkout: Page) => new URL(checkout.url()).pathname.split("/").at(-1)!;

/** Presses Checkout and answers the checkout's tab once it has loaded. */
async function openCheckout(page: Page, context: BrowserContext): Promise<Page> {
  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Checkout" }).click(),
  ]);
  await checkout.waitForURL(/\/checkout\/[^/?]+\?_fd=0$/);
  await checkout.waitForLoadState("networkidle");
  return checkout;
}

async function placeOrder(checkout: Page) {
  await checkout.getByLabel("Full name").fill("Sam Builder");
  await checkout.getByLabel("E-mail").fill("sam@example.co.uk");
  await checkout.getByLabel("Address line 1").fill("1 High Street");
  await checkout.getByLabel("Town or city").fill("Leeds");
  await checkout.getByLabel("Postcode").fill("LS1 1AA");
  await checkout.getByRole("button", { name: "Place order" }).click();
}
