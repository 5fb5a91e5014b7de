import { expect, openPage, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";

test.describe("the shop's shell", () => {
  test("the home page shows the demo catalogue's categories in the navigation", async ({
    page,
  }) => {
    await skipWelcome(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Tradewear/);
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("button", { name: "Workwear" })).toBeVisible();
    await expect(categories.getByRole("button", { name: "Safety Footwear" })).toBeVisible();
    await expect(categories.getByRole("link", { name: "View All" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Basket, 0 items/ })).toBeVisible();
  });

  test("a navigation group opens to list its collections, which link to collection pages", async ({
    page,
  }) => {
    // The menu's buttons are the page's script: opened once it has hydrated.
    await openPage(page, "/");
    const categories = page.getByRole("navigation", { name: "Categories" });
    // Six groups at most on the desktop bar (spec/storefront.md §9).
    await expect(categories.getByRole("button")).toHaveCount(6);
    await categories.getByRole("button", { name: "Safety Footwear" }).click();
    const link = categories.getByRole("link", { name: "Safety Footwear", exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/collections/safety-footwear");
  });

  test("the basket badge counts the items saved in the browser", async ({ page }) => {
    await skipWelcome(page);
    const line = {
      productId: "gid://shopify/Product/1",
      name: "Classic Polo",
      variant: "Navy / M",
      pricePence: 1200,
      image: "",
      handle: "classic-polo",
    };
    const saved = JSON.stringify([
      {
        ...line,
        id: "gid://shopify/ProductVariant/1-1700000000000",
        variantId: "gid://shopify/ProductVariant/1",
        quantity: 3,
      },
      {
        ...line,
        id: "gid://shopify/ProductVariant/2-1700000000000",
        variantId: "gid://shopify/ProductVariant/2",
        quantity: "2",
      },
    ]);
    await page.addInitScript((basket) => window.localStorage.setItem("shop-cart", basket), saved);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Basket, 5 items" })).toBeVisible();
  });

  test("a corrupt saved basket is discarded, from storage too, and the badge shows an empty basket", async ({
    page,
  }) => {
    await skipWelcome(page);
    await page.addInitScript(() =>
      window.localStorage.setItem(
        "shop-cart",
        JSON.stringify([
          { variantId: "1", quantity: 3 },
          { variantId: "2", quantity: 2 },
        ]),
      ),
    );
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("shop-cart")))
      .toBeNull();
  });

  test("the footer carries the spec's links and the copyright line", async ({ page }) => {
    await skipWelcome(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/products",
      "/collections/workwear",
      "/collections/safety-footwear",
      "/collections/ppe-equipment",
      "/collections/corporate-uniforms",
      "/collections/hi-vis-clothing",
      "/pricing",
      "/bulk-orders",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tradewear Demo Ltd`);
  });

  test("the header search box sends the words to the search page", async ({ page }) => {
    await skipWelcome(page);
    await page.goto("/");
    const search = page.getByRole("search").first();
    await search.getByRole("searchbox").fill("hi-vis vest");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=hi-vis\+vest$/);
  });
});

test.describe("the welcome announcement", () => {
  test("is shown on the first visit and never again once dismissed", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Welcome to Our New Website!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Got it, thanks!" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole("heading", { name: "Shop by Category" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(dialog).toBeHidden();
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("can be closed with its close icon", async ({ page }) => {
    await page.goto("/delivery-information");
    const dialog = page.getByRole("dialog", { name: "Welcome to Our New Website!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => window.localStorage.getItem("welcome-announcement-dismissed")),
    ).toBe("true");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opens with every category group and closes again", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // All seven groups, not only the desktop six, and the uncategorised collection.
    for (const group of [
      "Workwear",
      "Safety Wear & PPE",
      "Safety Footwear",
      "Leisurewear",
      "Uniforms",
      "Headwear",
      "Brands",
    ]) {
      await expect(menu.getByRole("button", { name: group })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Clearance" })).toBeVisible();
    await menu.getByRole("button", { name: "Headwear" }).click();
    await expect(menu.getByRole("link", { name: /Caps/ })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("following a link from the menu closes it", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });
});
