import type { Page } from "@playwright/test";
import { expect, openPage, skipWelcome, test } from "./fixtures.ts";

// spec/storefront.md §4 and §8: the product page's gallery follows the chosen colour, and a
// picture that fails to load gives way to its fallback, even when it failed before the page's
// scripts ran (issue 22.3, 22.4). Demo data (server/demo/demo-catalogue-jackets.ts): the fleece
// comes in Black, Navy, Royal Blue, Charcoal, Burgundy and Bottle Green, a front and a back
// picture each (issue 15.2).

const fleece = "/products/result-r118-core-micron-fleece";

const mainImage = (page: Page) =>
  page.getByRole("region", { name: "Product images" }).getByRole("img").first();

/**
 * Opens `path` with every picture failing and the page's scripts held back until the pictures
 * have failed in the server-rendered page: their error events fire before React listens.
 */
async function openWithPicturesFailingBeforeHydration(page: Page, path: string) {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.route(/\/images\//, (route) => route.abort());
  await skipWelcome(page);
  await page.goto(path, { waitUntil: "commit" });
  const firstPicture = page.locator("main img").first();
  await expect
    .poll(() =>
      firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0),
    )
    .toBe(true);
  releaseScripts();
  await page.waitForLoadState("networkidle");
}

test("choosing a size moves the gallery back to the chosen colour's picture", async ({ page }) => {
  await openPage(page, fleece);
  await expect(mainImage(page)).toHaveAttribute("alt", /Black/);
  await page.getByRole("button", { name: /^Show image 12 of 12/ }).click();
  await expect(mainImage(page)).not.toHaveAttribute("alt", /Black/);
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  // The colour's front picture, not its back (issue 15.2).
  await expect(mainImage(page)).toHaveAttribute("alt", /in Black$/);

  await page.getByRole("button", { name: "Royal Blue", exact: true }).click();
  await expect(mainImage(page)).toHaveAttribute("alt", /Royal Blue/);
  await page.getByRole("button", { name: /^Show image 1 of 12/ }).click();
  await expect(mainImage(page)).not.toHaveAttribute("alt", /Royal Blue/);
  await page.getByRole("combobox", { name: "Size" }).selectOption("M");
  await expect(mainImage(page)).toHaveAttribute("alt", /Royal Blue/);
});

test("a product picture that failed before the scripts ran shows 'No Image Available'", async ({
  page,
}) => {
  await openWithPicturesFailingBeforeHydration(page, fleece);
  const gallery = page.getByRole("region", { name: "Product images" });
  await expect(gallery.getByText("No Image Available")).toBeVisible();
  // The thumbnails give way too: no broken picture is left in the gallery.
  await expect(gallery.locator("img")).toHaveCount(0);
});

test("a card's picture that failed before the scripts ran shows the default image", async ({
  page,
}) => {
  await openWithPicturesFailingBeforeHydration(page, "/collections/portwest");
  const firstCard = page.getByRole("article").first();
  await expect(firstCard.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
});
