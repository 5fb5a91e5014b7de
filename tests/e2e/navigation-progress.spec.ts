import { expect, openPage, test } from "./fixtures.ts";

// Issue 22.5, spec/storefront.md §2 (loading states): while a client-side navigation waits for
// the next page's data, a slim bar runs along the top; it shows only after 150 ms, so a fast
// navigation never flashes it. The data is held back here, so neither test hangs on timing.

const bar = "[role=progressbar][aria-label='Loading the next page']";

test("a slow navigation shows a progress bar until the next page is ready", async ({ page }) => {
  await openPage(page, "/");
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(/\/products\.data/, async (route) => {
    await dataHeld;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "All Products" }).click();
  const progress = page.getByRole("progressbar", { name: "Loading the next page" });
  await expect(progress).toHaveCSS("opacity", "1");
  // The page being left stays, under the bar, until the next one is ready.
  await expect(page).toHaveURL(/\/$/);
  releaseData();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(progress).toHaveCount(0);
});

test("the bar stays unseen for its first 150 ms, so a fast navigation never flashes it", async ({
  page,
}) => {
  await openPage(page, "/");
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(/\/products\.data/, async (route) => {
    await dataHeld;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "All Products" }).click();
  const progress = page.locator(bar);
  await expect(progress).toHaveCount(1);
  // Its own clock, not the test machine's: the bar's opacity at moments of its life.
  const opacityAt = await progress.evaluate((element) => {
    const [appear] = element.getAnimations();
    if (!appear) return null;
    appear.pause();
    return [0, 100, 149, 300].map((ms) => {
      appear.currentTime = ms;
      return getComputedStyle(element).opacity;
    });
  });
  expect(opacityAt).toEqual(["0", "0", "0", "1"]);
  releaseData();
  await expect(page).toHaveURL(/\/products$/);
  await expect(progress).toHaveCount(0);
});
