import type { Page } from "@playwright/test";
import {
  expect,
  layoutShiftTotal,
  openPage,
  seriousAccessibilityViolations,
  servedImagePreloads,
  skipWelcome,
  test,
  watchLayoutShifts,
} from "./fixtures.ts";

/** The "From £X" ex-VAT prices of the product cards on the page, in pence, in page order. */
async function cardPricesPence(page: Page) {
  const texts = await page.getByRole("main").locator("article").allTextContents();
  return texts.map((text) => {
    const pounds = /From\s*£([\d,]+\.\d{2})/.exec(text)?.[1];
    if (pounds === undefined) throw new Error(`no price in card: ${text}`);
    return Math.round(Number(pounds.replaceAll(",", "")) * 100);
  });
}

/** True for a list of at least two prices in the given order (a loading page has no cards). */
function isSorted(prices: number[], order: "ascending" | "descending") {
  const sorted = [...prices].sort((a, b) => (order === "ascending" ? a - b : b - a));
  return prices.length > 1 && prices.every((price, index) => price === sorted[index]);
}

test.describe("browsing the catalogue", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test("the home page shows six categories and eight featured workwear products", async ({
    page,
  }) => {
    await page.goto("/");
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByRole("listitem")).toHaveCount(6);
    const featured = page.getByRole("region", { name: "Featured Workwear" });
    await expect(featured.locator("article")).toHaveCount(8);
    await expect(featured.getByText("ex VAT").first()).toBeVisible();
    await expect(featured.getByText("inc VAT").first()).toBeVisible();
    const firstProduct = featured.locator("article").first().getByRole("link");
    await expect(firstProduct).toHaveAttribute("href", /^\/products\/[a-z0-9-]+$/);
    const brands = page.getByRole("region", { name: "Top Selling Brands" });
    await expect(brands.getByRole("link")).toHaveCount(15);
    await expect(brands.getByRole("link", { name: "Portwest" })).toHaveAttribute(
      "href",
      `/search?q=${encodeURIComponent('vendor:"Portwest"')}`,
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("a collection page shows its products, breadcrumb and a way back to the collections", async ({
    page,
  }) => {
    const response = await page.goto("/collections/workwear");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Workwear" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Collections" })).toHaveAttribute(
      "href",
      "/collections",
    );
    await expect(breadcrumb.getByText("Workwear")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Collections" })).toHaveAttribute(
      "href",
      "/collections",
    );
    const cards = page.getByRole("main").locator("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(20);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("a collection with more than twenty products pages forward with Next page", async ({
    page,
  }) => {
    await page.goto("/collections/workwear");
    const cards = page.getByRole("main").locator("article");
    await expect(cards).toHaveCount(20);
    const firstPageTitles = await cards.getByRole("link").allTextContents();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/collections\/workwear\?after=/);
    await expect(page.getByRole("link", { name: "First page" })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const secondPageTitles = await cards.getByRole("link").allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
    await page.getByRole("link", { name: "First page" }).click();
    await expect(page).toHaveURL(/\/collections\/workwear$/);
    await expect(cards).toHaveCount(20);
  });

  test("an unknown collection shows the not-found page with a 404 status", async ({ page }) => {
    const response = await page.goto("/collections/no-such-collection");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("searching for a brand finds that brand's products", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search").first();
    await search.getByRole("searchbox").fill("Portwest");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Portwest/);
    await expect(
      page.getByRole("heading", { level: 1, name: 'Search results for "Portwest"' }),
    ).toBeVisible();
    const cards = page.getByRole("main").locator("article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain("Portwest");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("searching for a product code prefix finds products by SKU", async ({ page }) => {
    await page.goto("/search?q=PW-");
    await expect(page.getByRole("main").locator("article").first()).toBeVisible();
  });

  test("a search with no matches says so and suggests collections", async ({ page }) => {
    await page.goto("/search?q=zzzz-no-such-thing");
    await expect(page.getByText("No products found.")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Workwear", exact: true }),
    ).toHaveAttribute("href", "/collections/workwear");
  });

  test("all products can be sorted by price, low to high and high to low", async ({ page }) => {
    // Sorting on choosing is the page's script (without it, the form's Sort button sorts).
    await openPage(page, "/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    const sortBy = page.getByLabel("Sort by");
    await sortBy.selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes a moment before the new cards render, so wait for the order itself.
    await expect.poll(async () => isSorted(await cardPricesPence(page), "ascending")).toBe(true);
    const cheapest = Math.min(...(await cardPricesPence(page)));

    await sortBy.selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(async () => isSorted(await cardPricesPence(page), "descending")).toBe(true);
    expect(Math.max(...(await cardPricesPence(page)))).toBeGreaterThan(cheapest);
    await expect(sortBy).toHaveValue("price-desc");
  });
});

test.describe("product pictures", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  // Demo data (server/demo/demo-catalogue-jackets.ts): a new-season jacket listed before its photos.
  const photosComingSoon = {
    title: "Result R901X Recycled 3-Layer Softshell Jacket",
    href: "/products/result-r901x-recycled-3-layer-softshell-jacket",
  };

  test("a collection fetches its first row first and leaves the pictures below the fold until scrolled to", async ({
    page,
  }) => {
    // Issue 12.5: the first pictures painted are preloaded with high priority; every picture has
    // its width and height, so nothing moves as they arrive; those below the fold are lazy.
    await watchLayoutShifts(page);
    await page.goto("/collections/workwear");
    await page.waitForLoadState("networkidle");
    const pictures = page.getByRole("main").locator("article").getByRole("img");
    await expect(pictures).toHaveCount(20);
    const first = pictures.first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    expect(await servedImagePreloads(page, "/collections/workwear")).toContain(
      await first.getAttribute("src"),
    );
    const viewportHeight = page.viewportSize()!.height;
    const seen = await pictures.evaluateAll((images) =>
      images.map((image) => ({
        top: image.getBoundingClientRect().top + window.scrollY,
        loading: image.getAttribute("loading"),
        hasSize: image.hasAttribute("width") && image.hasAttribute("height"),
      })),
    );
    const belowTheFold = seen.filter((image) => image.top > viewportHeight);
    expect(belowTheFold.length).toBeGreaterThan(10);
    expect(belowTheFold.every((image) => image.loading === "lazy")).toBe(true);
    expect(seen.every((image) => image.hasSize)).toBe(true);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test("a product without images shows 'No Image Available' on its card and its page", async ({
    page,
  }) => {
    await page.goto("/collections/jackets-and-fleeces");
    const card = page
      .getByRole("main")
      .locator("article")
      .filter({ has: page.getByRole("link", { name: photosComingSoon.title }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("No Image Available")).toBeVisible();
    await expect(card.getByRole("img")).toHaveCount(0);
    // The other cards have their pictures.
    const others = page
      .getByRole("main")
      .locator("article")
      .filter({ hasNotText: photosComingSoon.title });
    await expect(others.first().getByRole("img")).toBeVisible();

    await card.getByRole("link", { name: photosComingSoon.title }).click();
    await expect(page).toHaveURL(photosComingSoon.href);
    await expect(
      page.getByRole("heading", { level: 1, name: photosComingSoon.title }),
    ).toBeVisible();
    const gallery = page.getByRole("region", { name: "Product images" });
    await expect(gallery.getByText("No Image Available")).toBeVisible();
    await expect(gallery.getByRole("img")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("a product image that fails to load falls back to the default image", async ({ page }) => {
    // The browser-side failure of spec §8: this one picture answers 404; the rest load normally.
    const brokenImage = "/images/demo/fleece/black.svg";
    let brokenRequests = 0;
    await page.route(`**${brokenImage}`, (route) => {
      brokenRequests += 1;
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
    });
    await page.goto("/collections/jackets-and-fleeces");
    const main = page.getByRole("main");
    const brokenCard = main
      .locator("article")
      .filter({ has: page.getByRole("link", { name: "Result R118 Core Micron Fleece" }) });
    const broken = brokenCard.getByRole("img");
    // The card, not its picture: the picture is replaced when it fails, maybe mid-scroll.
    await brokenCard.scrollIntoViewIfNeeded();
    await expect.poll(() => brokenRequests).toBeGreaterThan(0);
    await expect(broken).toHaveAttribute("src", /^data:image\/svg\+xml/);
    await expect(broken).toHaveAttribute("alt", /Result R118 Core Micron Fleece/);
    // The default image itself loads: it has pixels.
    await expect
      .poll(() => broken.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // A card whose picture loaded keeps it.
    const working = main
      .locator("article")
      .filter({ has: page.getByRole("link", { name: "Portwest TK52 KX3 Softshell Jacket" }) })
      .getByRole("img");
    await expect(working).toHaveAttribute("src", /\/images\/demo\/softshell\/black\.svg$/);
    await expect
      .poll(() => working.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe("browsing the catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all products can still be sorted with the form's Sort button", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes when the response starts; read the cards once the whole page has arrived.
    await page.waitForLoadState("load");
    expect(isSorted(await cardPricesPence(page), "ascending")).toBe(true);
  });
});
