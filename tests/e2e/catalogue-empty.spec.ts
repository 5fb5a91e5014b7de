import type { Page } from "@playwright/test";
import { expect, skipWelcome, test } from "./fixtures.ts";

// spec/storefront.md §8, for real: this shop (playwright.config.ts, project "catalogue-empty")
// runs our own engine on a fresh database without the demo data, so it has no collections and
// no products. Empty is not a failure: the pages say so without an error toast.

const noProducts = "No products found.";
const noCategories = "No categories found. Please check your catalogue configuration.";

/** Waits for the page's scripts (and so any toast), then checks no error toast appeared. */
async function expectNoErrorToast(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem"),
  ).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
}

test.describe("a shop with an empty catalogue", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test("the home page says there are no categories and no featured products", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByText(noCategories)).toBeVisible();
    await expect(categories.getByRole("listitem")).toHaveCount(0);
    const featured = page.getByRole("region", { name: "Featured Workwear" });
    await expect(featured.getByText(noProducts)).toBeVisible();
    await expect(featured.locator("article")).toHaveCount(0);
    await expectNoErrorToast(page);
  });

  test("all products says no products were found", async ({ page }) => {
    const response = await page.goto("/products");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(page.getByRole("main").getByText(noProducts)).toBeVisible();
    await expect(page.getByRole("main").locator("article")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expectNoErrorToast(page);
  });

  test("a collection that does not exist is the 404 page", async ({ page }) => {
    const response = await page.goto("/collections/workwear");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("a search says no products were found", async ({ page }) => {
    const response = await page.goto("/search?q=fleece");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: 'Search results for "fleece"' }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByText(noProducts)).toBeVisible();
    await expect(page.getByRole("main").locator("article")).toHaveCount(0);
    await expectNoErrorToast(page);
  });

  test("the header's category menu is empty but the shop still works", async ({ page }) => {
    await page.goto("/products");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("button")).toHaveCount(0);
    await expect(categories.getByRole("link")).toHaveText(["View All"]);
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
  });
});
