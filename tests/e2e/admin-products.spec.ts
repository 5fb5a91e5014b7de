import type { Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 11.1, the back office's Products list: an admin finds the products running low, takes two
// of them out of the shop as drafts — a shopper no longer finds them in their collection — and
// puts them back. The shop shares its database with the other journeys, so this one changes only
// the two Beechfield headwear products no other journey looks at, and always puts them back.

// One after the other: the screenshots should show the two products as the shop has them.
test.describe.configure({ mode: "serial" });

const cap = "Beechfield B18 Heavy Brushed Cotton Cap";
const beanie = "Beechfield B47 Original Cuffed Beanie";

/** The shop's Caps & Beanies page as a visitor sees it (its own browser context, no session). */
async function shopperSees(page: Page, title: string) {
  const shopper = await page.context().browser()!.newContext();
  try {
    const shop = await shopper.newPage();
    await openPage(shop, "/collections/caps-and-beanies");
    await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
    return await shop.getByRole("link", { name: title }).count();
  } finally {
    await shopper.close();
  }
}

test("an admin drafts two low-stock products, they leave the shop's collection, and come back", async ({
  page,
  baseURL,
}) => {
  // A long journey (two products drafted and published, the shop checked after each): 27 s on
  // a quiet machine, over 30 s on a busy one.
  test.slow();
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin");
  await page
    .getByRole("navigation", { name: "More of the back office" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole("searchbox", { name: "Search by title, SKU, vendor or tag" }).fill("beech");
  await expect(page).toHaveURL(/q=beech/);
  await page.getByRole("link", { name: /^Low stock \d+$/ }).click();
  await expect(page).toHaveURL(/stock=low/);
  const table = page.getByRole("table", { name: "Products" });
  const productLinks = table.locator("tbody").getByRole("link");
  await expect(productLinks).toHaveText([cap, beanie]);
  const ids = await productLinks.evaluateAll((links) =>
    links.map((link) => Number(link.getAttribute("href")!.split("/").pop())),
  );

  await table.getByRole("checkbox", { name: `Select ${cap}` }).check();
  await table.getByRole("checkbox", { name: `Select ${beanie}` }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("2 products selected");
  try {
    await bulk.getByRole("button", { name: "Set status" }).click();
    await page.getByRole("menuitem", { name: "Draft" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Set as draft" }).click();
    await expect(page.getByText("2 products set as draft")).toBeVisible();
    await expect(table.getByText("Draft", { exact: true })).toHaveCount(2);
    expect(await shopperSees(page, cap)).toBe(0);
    expect(await shopperSees(page, beanie)).toBe(0);

    // The selection stays, so putting them back is one more choice.
    await bulk.getByRole("button", { name: "Set status" }).click();
    await page.getByRole("menuitem", { name: "Active" }).click();
    await expect(page.getByText("2 products set as active")).toBeVisible();
    await expect(table.getByText("Active", { exact: true })).toHaveCount(2);
    expect(await shopperSees(page, cap)).toBe(1);
    expect(await shopperSees(page, beanie)).toBe(1);
  } finally {
    // Whatever failed above, the shop the other journeys share gets its two products back.
    const restored = await page.request.post("/api/admin/products/bulk", {
      data: { action: "set-status", productIds: ids, status: "active" },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(restored.status()).toBe(200);
  }
});

test("screenshots of the Products list at 390 and 1280 wide", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signInAs(page, "admin", baseURL!);
  const folder = "test-results/admin-screenshots";
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openPage(page, "/admin/products");
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    await page.screenshot({ path: `${folder}/products-${width}.png`, fullPage: true });
    // The low-stock list with its rows chosen: the bulk bar shows (nothing is changed here).
    await openPage(page, "/admin/products?stock=low");
    const all = page.getByRole("checkbox", { name: "Select every product on this page" });
    await all.filter({ visible: true }).check();
    await expect(page.getByRole("region", { name: "Bulk actions" })).toBeVisible();
    await page.screenshot({ path: `${folder}/products-low-stock-${width}.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
});
