import { expect, skipWelcome, test, addFromProductPage, openPage } from "./fixtures.ts";

// spec/storefront.md §2, §4, §8 and DESIGN §4 "Checkout carries the decoration": Checkout makes a
// cart through the Cart API with each line's decoration in its attributes, opens the cart's
// checkout in a new tab and empties the basket. The checkout page itself is not checked here.
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

  test("opens the cart's checkout in a new tab, with the decoration, and empties the basket", async ({
    page,
    context,
  }) => {
    await addFromProductPage(page, fleece, { size: "L", quantity: 10, embroidery: "Chest Left" });
    await addFromProductPage(page, tee, { size: "M", quantity: 1 });
    await openPage(page, "/basket");
    await expect(page.getByTestId("order-total")).toBeVisible();

    const [checkoutPage] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Checkout" }).click(),
    ]);
    await checkoutPage.waitForURL(/\/checkout\/[^/?]+\?_fd=0$/);
    const token = new URL(checkoutPage.url()).pathname.split("/").at(-1)!;

    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(page.getByText("Taking you to Tradewear secure checkout…").first()).toBeVisible();

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
  });
});
