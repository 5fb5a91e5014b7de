import type { Page } from "@playwright/test";
import { expect, openPage, skipWelcome, test } from "./fixtures.ts";

// Issue 12.7: faceted browsing on a collection page, kept in the URL, with and without JavaScript.

test.describe("filtering a collection", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test("ticking a size and a colour narrows the products and the URL; clear all undoes it", async ({
    page,
  }) => {
    // Once the page's scripts run: a tick before then is the plain form's, applied by its button.
    await openPage(page, "/collections/workwear");
    const heading = page.getByRole("heading", { level: 2, name: /^\d+ products?/ });
    const before = await heading.textContent();
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters
      .getByRole("group", { name: "Size" })
      .getByRole("checkbox", { name: /^L\s*\(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/[?&]size=L(&|$)/);
    await filters.getByRole("group", { name: "Colour" }).getByText("Navy", { exact: true }).click();
    await expect(page).toHaveURL(/size=L.*color=Navy|color=Navy.*size=L/);
    await expect(heading).not.toHaveText(before ?? "");
    await expect(page.getByRole("link", { name: /Colour: Navy/ })).toBeVisible();
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/collections\/workwear$/);
    await expect(heading).toHaveText(before ?? "");
  });
});

test.describe("filtering without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form applies with its button and a chip removes one filter", async ({
    page,
  }) => {
    await page.goto("/collections/workwear");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("group", { name: "Colour" }).getByText("Navy", { exact: true }).click();
    await filters
      .getByRole("group", { name: "Brand" })
      .getByText("Portwest", { exact: true })
      .click();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/color=Navy/);
    await expect(page).toHaveURL(/brand=Portwest/);
    const cards = page.getByRole("main").locator("article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Portwest/i);
    await page.getByRole("link", { name: /Brand: Portwest/ }).click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(page).toHaveURL(/color=Navy/);
  });
});

/** On a phone: the filters open over the page from their button, close, and filter. */
async function filterOnAPhone(page: Page, withJavaScript: boolean) {
  // With scripts, a tick before the page has hydrated is the plain form's, applied by its button:
  // wait for it (openPage), as a tick that filters at once is what is checked here.
  await openPage(page, "/collections/workwear");
  const open = page.getByRole("button", { name: "Filter products" });
  const filters = page.getByRole("complementary", { name: "Filters" });
  // The filter form is on the page once, hidden behind its button.
  await expect(page.locator("fieldset legend", { hasText: "Colour" })).toHaveCount(1);
  await expect(filters).toBeHidden();
  await open.click();
  await expect(filters).toBeVisible();
  await page.getByRole("button", { name: "Close filters" }).click();
  await expect(filters).toBeHidden();

  await open.click();
  await filters.getByRole("group", { name: "Colour" }).getByText("Navy", { exact: true }).click();
  if (!withJavaScript) await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]color=Navy(&|$)/);
  await expect(page.getByRole("link", { name: /Colour: Navy/ })).toBeAttached();
}

test.describe("filtering on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the filters open over the page from their button, close, and filter", async ({ page }) => {
    await filterOnAPhone(page, true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters still open from their button, close, and filter", async ({ page }) => {
      await filterOnAPhone(page, false);
    });
  });
});
