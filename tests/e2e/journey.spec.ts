import { expect, skipWelcome, test } from "./fixtures.ts";

// Issue 3 "Done when": one shopper's path through the catalogue, as a person would click it.
test("a shopper browses home → collection → product, chooses colour, size and decoration, and adds it", async ({
  page,
}) => {
  await skipWelcome(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");

  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("button", { name: "Workwear" })
    .click();
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Jackets & Fleeces" })
    .click();
  await expect(page).toHaveURL(/\/collections\/jackets-and-fleeces$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jackets & Fleeces" })).toBeVisible();

  await page.getByRole("link", { name: /Result R118 Core Micron Fleece/ }).click();
  await expect(page).toHaveURL(/\/products\/result-r118-core-micron-fleece$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Result R118 Core Micron Fleece" }),
  ).toBeVisible();

  // The gallery follows the colour.
  await page.getByRole("button", { name: "Navy", exact: true }).click();
  await expect(page.getByRole("img", { name: /in Navy$/ }).first()).toBeVisible();

  await page.getByRole("radio", { name: /Print/ }).click();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Back Center");
  await page.getByRole("combobox", { name: "Size" }).selectOption("XL");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("4");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket, 4 items" })).toBeVisible();

  // Search by a SKU from the page, then by brand.
  const sku = (
    await page
      .getByText(/^SKU: /)
      .first()
      .innerText()
  )
    .replace(/^SKU: /, "")
    .trim();
  const search = page.getByRole("search").first();
  await search.getByRole("searchbox").fill(sku);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("link", { name: /Result R118 Core Micron Fleece/ })).toBeVisible();
  await page.goto("/search?q=Snickers");
  await expect(page.getByRole("link", { name: /Snickers/ }).first()).toBeVisible();

  // The basket survives the page changes; an unknown product is a 404.
  await expect(page.getByRole("link", { name: "Basket, 4 items" })).toBeVisible();
  const missing = await page.goto("/products/no-such-product");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
