import type { Page } from "@playwright/test";
import { expect, skipWelcome, test } from "./fixtures.ts";

// spec/storefront.md §8, with a real failure: this shop (playwright.config.ts, project
// "catalogue-down") reads its catalogue from a Storefront API at localhost:1, which refuses every
// connection. Nothing is mocked; the shop itself must stay up and say what went wrong.

const productsFailed = "Failed to load products. Please try again later.";
const categoriesFailed = "Failed to load categories. Please try again later.";

/** The toast (sonner) carrying `description`, whose title must be 'Error'. */
function toastWith(page: Page, description: string) {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: description });
}

async function expectErrorToast(page: Page, description: string) {
  const toast = toastWith(page, description);
  await expect(toast).toHaveCount(1);
  await expect(toast.locator("[data-title]")).toHaveText("Error");
  await expect(toast.locator("[data-description]")).toHaveText(description);
}

test.describe("when the catalogue provider is unreachable", () => {
  let pageErrors: string[] = [];

  test.beforeEach(async ({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await skipWelcome(page);
  });

  test.afterEach(async ({ request }) => {
    // No script on the page crashed, and the shop still answers its health check.
    expect(pageErrors).toEqual([]);
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });

  test("the home page says the categories and the featured products failed to load", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByRole("alert")).toHaveText(categoriesFailed);
    await expect(categories.getByRole("listitem")).toHaveCount(0);
    const featured = page.getByRole("region", { name: "Featured Workwear" });
    await expect(featured.getByRole("alert")).toHaveText(productsFailed);
    await expect(featured.locator("article")).toHaveCount(0);
    await expectErrorToast(page, categoriesFailed);
    await expectErrorToast(page, productsFailed);
  });

  test("a collection page says its products failed to load", async ({ page }) => {
    const response = await page.goto("/collections/workwear");
    // A failure is not a missing collection: no 404 page.
    expect(response?.status()).not.toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveCount(0);
    // spec §2: without the collection, the title falls back to the handle.
    await expect(page.getByRole("heading", { level: 1, name: "workwear" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(productsFailed);
    await expect(page.getByRole("main").locator("article")).toHaveCount(0);
    await expectErrorToast(page, productsFailed);
  });

  test("all products says the products failed to load", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(productsFailed);
    await expect(page.getByRole("main").locator("article")).toHaveCount(0);
    await expectErrorToast(page, productsFailed);
  });

  test("a search says the products failed to load rather than that none matched", async ({
    page,
  }) => {
    await page.goto("/search?q=fleece");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(productsFailed);
    await expect(page.getByText("No products found.")).toHaveCount(0);
    await expectErrorToast(page, productsFailed);
  });

  test("a product page shows its load error with a way to try again, not a crash or a 404", async ({
    page,
  }) => {
    const path = "/products/result-r118-core-micron-fleece";
    const response = await page.goto(path);
    expect(response?.status()).toBe(503);
    await expect(
      page.getByRole("heading", { level: 1, name: "We couldn't load this product" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", path);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page).toHaveTitle("Product unavailable | Tradewear");
  });

  test("the header still renders, with an empty category menu and the basket link", async ({
    page,
  }) => {
    await page.goto("/products");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Tradewear home" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
    await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
    const categories = header.getByRole("navigation", { name: "Categories" });
    await expect(categories).toBeVisible();
    // No category groups: only the View All link is left.
    await expect(categories.getByRole("button")).toHaveCount(0);
    await expect(categories.getByRole("link")).toHaveText(["View All"]);
  });

  test("the shop stays up: its health check answers between catalogue pages", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/collections/workwear", "/products", "/products/anything"]) {
      await page.goto(path);
      const health = await request.get("/healthz");
      expect(health.status(), `after ${path}`).toBe(200);
    }
    // A page without the catalogue is unaffected.
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
  });
});
