import { addFromProductPage, expect, openPage, skipWelcome, test } from "./fixtures.ts";
import { customPriceJourney } from "./custom-price-journey.ts";
import { signInAs } from "./sign-in.ts";

// Issue 17: "two settings and the catalogue comes from a Shopify store", for real. This shop
// (playwright.config.ts, project "shopify-mode") has no catalogue of its own: its
// SHOPIFY_STORE_DOMAIN is the demo shop of the ordinary journeys, 127.0.0.1 on another port,
// which stands in for the Shopify store and is reached over plain HTTP. Every page below is
// built from what that store answers over the network.

test.describe("a shop whose catalogue comes from another store over the network", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test("the home page shows the store's categories and featured products", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByRole("listitem")).toHaveCount(6);
    await expect(categories.getByRole("heading", { name: "Hi-Vis Clothing" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Featured Workwear" }).locator("article"),
    ).toHaveCount(8);
  });

  test("offers no quick order: its SKUs live in the store, so neither the page nor a link is here", async ({
    page,
  }) => {
    // Issue 14.2: /quick-order reads the shop's own catalogue.
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Bulk Pricing" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Quick Order by SKU" })).toHaveCount(0);
    expect((await page.goto("/quick-order"))?.status()).toBe(404);
  });

  test("a collection lists the store's products, and a product page shows one with its price", async ({
    page,
  }) => {
    await page.goto("/collections/polo-shirts");
    await expect(page.getByRole("heading", { level: 1, name: "Polo Shirts" })).toBeVisible();
    const card = page.getByRole("main").locator("article").first();
    await expect(card).toContainText(/From\s*£\d+\.\d{2}/);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/products\//);
    // The address changes a moment before the product page replaces the collection's, whose
    // heading is not empty either: wait for the product's own heading.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).not.toHaveText("Polo Shirts");
    // Search engines are told the store's product with its offers in GBP.
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "null")));
    const product = blocks.find((block) => block?.["@type"] === "Product");
    expect(product?.name).toBe(await heading.textContent());
    expect(product?.offers[0]).toMatchObject({ priceCurrency: "GBP" });
    // The store's pictures show (the store is on plain HTTP here: its origin is allowed).
    await expect
      .poll(() =>
        page
          .getByRole("main")
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(
      page
        .getByRole("main")
        .getByText(/£\d+\.\d{2}/)
        .first(),
    ).toBeVisible();
  });

  test("search finds the store's products", async ({ page }) => {
    const response = await page.goto("/search?q=polo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("polo");
    await expect(page.getByRole("main").locator("article").first()).toContainText(/polo/i);
  });
});

test("checkout from this shop's basket opens the store's own checkout, with the decoration on the lines", async ({
  page,
  context,
  baseURL,
}) => {
  // The store is the shop three ports below this one (playwright.config.ts).
  const shop = new URL(baseURL!);
  const storeOrigin = `${shop.protocol}//${shop.hostname}:${Number(shop.port) - 3}`;
  await skipWelcome(page);
  await context.addInitScript(() =>
    window.localStorage.setItem("welcome-announcement-dismissed", "true"),
  );
  await page.goto("/products/fruit-of-the-loom-sc63-premium-pique-polo");
  await page.waitForLoadState("networkidle");
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("10");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();

  await page.goto("/basket");
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Embroidery, Chest Left").first()).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(/^£\d[\d,]*\.\d\d$/);

  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Checkout" }).click(),
  ]);
  await checkout.waitForURL(
    (url) => url.origin === storeOrigin && url.pathname.startsWith("/checkout/"),
  );
  await checkout.waitForLoadState("networkidle");
  await expect(checkout.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(checkout.getByTestId("order-line")).toHaveCount(1);
  await expect(checkout.getByText("Embroidery, Chest Left")).toBeVisible();
  await expect(checkout.getByTestId("order-total")).toHaveText(/^£\d[\d,]*\.\d\d$/);

  // Issue 18.2: this shop never hears of the store's orders, so the basket stays until the buyer
  // empties it, and says so.
  await expect(page.getByRole("list", { name: "Basket items" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await expect(page.getByText("as the store does not tell us")).toBeVisible();
  await page.getByRole("button", { name: "Empty basket" }).click();
  const dialog = page.getByRole("dialog", { name: "Empty your basket?" });
  await dialog.getByRole("button", { name: "Empty basket" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your basket is empty" })).toBeVisible();
});

test("a special price the owner sets here on one of the store's products is the buyer's basket price", async ({
  page,
  browser,
  baseURL,
}) => {
  await customPriceJourney(page, browser, baseURL!);
});

test("a trade buyer charges a basket of the store's products to their credit account here", async ({
  page,
  baseURL,
}) => {
  await skipWelcome(page);
  await addFromProductPage(page, "/products/gildan-gd12-heavy-cotton-t-shirt", {
    size: "M",
    quantity: 2,
  });
  await signInAs(page, "trade", baseURL!);
  await openPage(page, "/basket");
  const total = page.getByTestId("order-total");
  await expect(total).toHaveText(/^£\d[\d,]*\.\d\d$/);
  const basketTotal = await total.textContent();

  const panel = page.getByRole("region", { name: "Your credit account" });
  await panel.getByRole("button", { name: "Charge to Credit Account" }).click();
  const toast = page.getByText(/^Order TW-\d+ placed successfully! Charged to credit account\.$/);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  const orderNumber = /TW-\d+/.exec((await toast.textContent())!)![0];

  // The order history shows it at the basket's total, with the store's product on it.
  await openPage(page, "/account/orders");
  const card = page.getByTestId("order-card").filter({ hasText: orderNumber });
  await expect(card).toContainText(basketTotal!);
  await openPage(page, `/account/orders/${orderNumber}`);
  await expect(page.getByTestId("order-item")).toContainText("Heavy Cotton T-Shirt");

  // This shop's own demo record (£2.25 on every vest of its own catalogue) names its own product,
  // not the store's: the store's vest is at its standard price for this buyer here.
  await openPage(page, "/products/portwest-c472-hi-vis-two-band-and-brace-vest");
  const price = page.getByRole("region", { name: "Price" });
  await expect(price.getByText("£2.95", { exact: true })).toBeVisible();
  await expect(price.getByText("Special Price")).toHaveCount(0);
});
