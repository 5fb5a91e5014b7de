import { expect, openPage, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// Issue 18.7: collection and search pages sort by the URL's ?sort= (with and without JavaScript),
// and search finds plurals and words however they are written.

const hiVisRange = [
  "Portwest C472 Hi-Vis Two Band & Brace Vest",
  "Result Safe-Guard R215 Hi-Vis Executive Vest",
  "Portwest S466 Sentinel Hi-Vis Traffic Jacket",
  "Regatta Professional TRW497 Hi-Vis Pro Bomber Jacket",
  "Snickers 1533 High-Vis Class 3 Jacket",
  "Portwest RT46 Hi-Vis Rail Trousers",
  "Blåkläder 3388 High Vis Polo Shirt",
];

const cards = (page: Page) => page.getByRole("main").locator("article");

/** The cards' titles once the whole page has arrived (without JavaScript it streams in). */
async function titles(page: Page): Promise<string[]> {
  await page.waitForLoadState("load");
  await expect(cards(page).first()).toBeVisible();
  return cards(page).locator("h3").allTextContents();
}

/** Each card's "From" price in pence, in page order. */
async function prices(page: Page): Promise<number[]> {
  await page.waitForLoadState("load");
  await expect(cards(page).first()).toBeVisible();
  return (await cards(page).allTextContents()).map((text) => {
    const match = /From\s*£([\d,]+)\.(\d\d)/.exec(text);
    if (!match) throw new Error(`no price in "${text}"`);
    return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2]);
  });
}

const ascending = (values: number[]) =>
  values.every((value, at) => at === 0 || value >= values[at - 1]!);
const descending = (values: number[]) => ascending([...values].reverse());

test.describe("sorting with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
  });

  test("the sort applies when chosen, stays in the URL with filters, and featured drops it", async ({
    page,
  }) => {
    await page.goto("/collections/hi-vis-clothing");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("featured");
    // Once the page runs its script the choice applies by itself: no Sort button.
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);

    await sort.selectOption("price-asc");
    await expect(page).toHaveURL(/\/collections\/hi-vis-clothing\?sort=price-asc$/);
    await expect.poll(async () => ascending(await prices(page))).toBe(true);

    // Best selling is counted from the demo orders: the C472 vest sells most, then the S466 jacket.
    await sort.selectOption("best-selling");
    await expect(page).toHaveURL(/sort=best-selling/);
    await expect
      .poll(async () => (await titles(page)).slice(0, 2))
      .toEqual([hiVisRange[0], hiVisRange[2]]);

    // A filter keeps the sort, and the sort keeps the filter.
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters
      .getByRole("group", { name: "Brand" })
      .getByText("Portwest", { exact: true })
      .click();
    await expect(page).toHaveURL(/\?(?=.*brand=Portwest)(?=.*sort=best-selling)/);
    await expect.poll(() => titles(page)).toEqual([hiVisRange[0], hiVisRange[2], hiVisRange[5]]);
    await sort.selectOption("name");
    await expect(page).toHaveURL(/\?(?=.*brand=Portwest)(?=.*sort=name)/);
    await expect.poll(() => titles(page)).toEqual([hiVisRange[0], hiVisRange[5], hiVisRange[2]]);

    await sort.selectOption("featured");
    await expect(page).toHaveURL(/\/collections\/hi-vis-clothing\?brand=Portwest$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("search results sort by price both ways, and the header search keeps plurals", async ({
    page,
  }) => {
    // Hydrated first: the search then runs in the page, and the sort that follows needs it.
    await openPage(page, "/");
    const search = page.getByRole("search").first();
    await search.getByRole("searchbox").fill("boots");
    await search.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=boots/);
    // The address changes as the navigation starts; the home page's cards stay until it ends.
    await expect(
      page.getByRole("heading", { level: 1, name: 'Search results for "boots"' }),
    ).toBeVisible();
    const found = await titles(page);
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const title of found) expect(title).toMatch(/Boot/);

    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/\/search\?q=boots&sort=price-desc$/);
    await expect.poll(async () => descending(await prices(page))).toBe(true);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect.poll(async () => ascending(await prices(page))).toBe(true);
    expect(new Set(await titles(page))).toEqual(new Set(found));
  });
});

test.describe("sorting and searching without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sort form's button sorts a collection, keeping its filters", async ({ page }) => {
    await page.goto("/collections/hi-vis-clothing?brand=Portwest");
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/brand=Portwest/);
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(descending(await prices(page))).toBe(true);
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Portwest/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    // Applying another filter keeps the sort.
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters
      .getByRole("group", { name: "Colour" })
      .getByText("Hi-Vis Yellow", { exact: true })
      .click();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/brand=Portwest/);
  });

  test("the next page of a sorted collection continues the same order", async ({ page }) => {
    await page.goto("/collections/workwear?sort=price-asc");
    await expect(cards(page)).toHaveCount(20);
    const firstPage = await prices(page);
    const firstTitles = await titles(page);
    expect(ascending(firstPage)).toBe(true);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/sort=price-asc&after=/);
    const secondPage = await prices(page);
    expect(ascending(secondPage)).toBe(true);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    expect((await titles(page)).filter((title) => firstTitles.includes(title))).toEqual([]);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  });

  test("a sort the page does not know shows the featured order, not an error", async ({ page }) => {
    const featured = await page.goto("/collections/hi-vis-clothing");
    const featuredTitles = await titles(page);
    expect(featured?.status()).toBe(200);
    for (const value of ["cheapest", "PRICE", "%00", "price-asc'--"]) {
      const response = await page.goto(`/collections/hi-vis-clothing?sort=${value}`);
      // A NUL byte is refused by the input guard (400); anything else is the featured order.
      if (value === "%00") {
        expect(response?.status()).toBe(400);
        continue;
      }
      expect(response?.status()).toBe(200);
      await expect(page.getByLabel("Sort by")).toHaveValue("featured");
      expect(await titles(page)).toEqual(featuredTitles);
    }
  });

  test("a listing link with a forged page cursor answers 400 naming it", async ({ page }) => {
    for (const path of [
      "/collections/workwear?after=garbage",
      "/products?after=garbage",
      "/search?q=polo&after=garbage",
      "/collections/workwear?sort=price-asc&after=" +
        Buffer.from('k:["x",1,2]').toString("base64url"),
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
      await expect(page.getByText(/The "after" part of this address/)).toBeVisible();
    }
  });

  test("the page cache keeps each sorted page as its own page", async ({ request }) => {
    const firstTitle = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      return {
        title: /<h3[^>]*>(.*?)<\/h3>/.exec(html)?.[1],
        cache: response.headers()["x-page-cache"],
      };
    };
    const paths = [
      "/collections/hi-vis-clothing?sort=price-asc",
      "/collections/hi-vis-clothing?sort=price-desc",
    ];
    const first = await Promise.all(paths.map(firstTitle));
    expect(first[0]!.title).not.toEqual(first[1]!.title);
    for (const [at, path] of paths.entries()) {
      await expect.poll(async () => (await firstTitle(path)).cache).toBe("hit");
      expect((await firstTitle(path)).title).toEqual(first[at]!.title);
    }
  });

  test("search finds plurals and hi-vis however it is written, and sorts by name", async ({
    page,
  }) => {
    for (const q of ["hi vis", "hivis", "hi-vis", "HiViz"]) {
      await page.goto("/");
      const search = page.getByRole("search").first();
      await search.getByRole("searchbox").fill(q);
      await search.getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(/\/search\?q=/);
      // Every hi-vis product of the demo, and nothing that is not hi-vis (other journeys may add
      // hi-vis products of their own to the same shop, as the CSV import's does).
      const found = await titles(page);
      expect(found, q).toEqual(expect.arrayContaining(hiVisRange));
      for (const title of found) expect(title, q).toMatch(/hi(gh)?[-\s]?vi[sz]/i);
    }
    await page.goto("/search?q=polos");
    const polos = await titles(page);
    expect(polos.length).toBeGreaterThanOrEqual(6);
    for (const title of polos) expect(title).toMatch(/Polo/);

    await page.getByLabel("Sort by").selectOption("name");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=polos&sort=name$/);
    const byName = await titles(page);
    expect(byName).toEqual([...polos].sort((a, b) => a.localeCompare(b, "en")));
  });

  test("the Storefront API's products(query:) finds what the search page shows", async ({
    page,
    request,
  }) => {
    for (const q of ["hivis", "t shirts", "boots"]) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      const shown = await titles(page);
      const answer = await request.post("/api/2025-01/graphql.json", {
        data: {
          query: `query ($q: String) { products(first: 20, query: $q, sortKey: RELEVANCE) { edges { node { title } } } }`,
          variables: { q },
        },
      });
      const body = (await answer.json()) as {
        data: { products: { edges: { node: { title: string } }[] } };
      };
      expect(
        body.data.products.edges.map((edge) => edge.node.title),
        q,
      ).toEqual(shown);
    }
  });
});
