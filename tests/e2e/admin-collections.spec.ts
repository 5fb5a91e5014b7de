import type { Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 11.3: the owner makes a collection in the back office, fills it from the catalogue, puts
// the products in order (with the buttons, the keyboard and by dragging), and the shop's
// collection page shows that order; deleting the collection leaves the products for sale. Each run
// makes its own collection (its own title).

const beanie = "Beechfield B47 Original Cuffed Beanie";
const cap = "Beechfield B18 Heavy Brushed Cotton Cap";
const polo = "Portwest B210 Essential Polo";

/** The editor's products, first to last. */
const editorOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Products in this collection, in the shop's order" })
    .getByRole("listitem")
    .getByRole("link")
    .allTextContents();

/** The shop's collection page's product titles, first to last. */
async function shopOrder(page: Page, handle: string) {
  await openPage(page, `/collections/${handle}`);
  return page.getByRole("main").locator("article h3").allTextContents();
}

async function addProduct(page: Page, search: string, title: string) {
  await page.getByRole("searchbox", { name: "Add products" }).fill(search);
  await page
    .getByRole("list", { name: "Matching products" })
    .getByRole("button", { name: new RegExp(title) })
    .click();
  await expect(
    page.getByRole("button", { name: `Take ${title} out of this collection` }),
  ).toBeVisible();
}

test("the owner creates a collection, adds three products, orders them, the shop follows, and deleting it keeps the products", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const title = `Winter Site Kit ${Date.now()}`;
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin");
  await page
    .getByRole("navigation", { name: "More of the back office" })
    .getByRole("link", { name: "Collections" })
    .click();
  await expect(page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Collections" })).toContainText("work-trousers");
  await page.getByRole("link", { name: "New collection" }).click();
  await expect(page.getByRole("heading", { name: "New collection" })).toBeVisible();

  // Saving with nothing filled in names the problem beside the field and writes nothing.
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the collection's title");
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Description", exact: true }).click();
  await page.keyboard.type("Warm layers for cold mornings on site.");
  // No word in this title files it under a heading of the shop's menu.
  await expect(page.getByText(/Under no heading/)).toBeVisible();
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText("Collection created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collections\/\d+$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const handle = await page.getByLabel("Handle (the collection's web address)").inputValue();
  expect(handle).toMatch(/^winter-site-kit-\d+$/);

  await addProduct(page, "b47", beanie);
  await addProduct(page, "b18", cap);
  await addProduct(page, "B210", polo);
  expect(await editorOrder(page)).toEqual([beanie, cap, polo]);
  await expect(page.getByText("Order not saved yet.")).toBeVisible();

  // The polo to the top with its button, the cap up one with the keyboard, the beanie dragged
  // to the top.
  await page.getByRole("button", { name: `Move ${polo} to the top` }).click();
  expect(await editorOrder(page)).toEqual([polo, beanie, cap]);
  await page.getByRole("button", { name: new RegExp(`^Reorder ${cap}`) }).press("ArrowUp");
  expect(await editorOrder(page)).toEqual([polo, cap, beanie]);
  await expect(page.getByRole("button", { name: new RegExp(`^Reorder ${cap}`) })).toBeFocused();
  const rows = page
    .getByRole("list", { name: "Products in this collection, in the shop's order" })
    .getByRole("listitem");
  await rows
    .filter({ hasText: beanie })
    .getByRole("button", { name: new RegExp(`^Reorder ${beanie}`) })
    .dragTo(rows.filter({ hasText: polo }), { targetPosition: { x: 40, y: 4 } });
  expect(await editorOrder(page)).toEqual([beanie, polo, cap]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByText("Collection order saved")).toBeVisible();
  await expect(page.getByText("Order not saved yet.")).toBeHidden();

  // The shop shows the collection in that order.
  await expect
    .poll(() => shopOrder(page, handle), { timeout: 10_000 })
    .toEqual([beanie, polo, cap]);

  // Back in the back office: the list counts its three products; delete it.
  await openPage(page, `/admin/collections?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("table", { name: "Collections" }).getByRole("row", { name: title });
  await expect(row).toContainText("3");
  await row.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Its 3 products stay in the catalogue.");
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(page.getByText("Collection deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collections$/);

  await expect
    .poll(async () => (await page.request.get(`/collections/${handle}`)).status(), {
      timeout: 10_000,
    })
    .toBe(404);
  const stillSold = await page.request.get("/products/beechfield-b47-original-cuffed-beanie");
  expect(stillSold.status()).toBe(200);
});

test("screenshots of the Collections list and editor at 390 and 1280 wide", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, "admin", baseURL!);
  const folder = "test-results/admin-screenshots";
  const origin = { Origin: new URL(baseURL!).origin };
  const created = await page.request.post("/api/admin/collections", {
    data: {
      title: `Hi-Vis Starter Kit ${Date.now()}`,
      descriptionHtml: "<p>Everything a new starter needs on a live site.</p>",
      imageUrl: "/images/demo/hi-vis-vest/hi-vis-yellow.svg",
      imageAlt: "A yellow hi-vis vest",
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id, etag } = (await created.json()) as { id: number; etag: string };
  const found = await page.request.get("/api/admin/collections/product-search?q=portwest");
  const productIds = ((await found.json()) as { id: number }[]).slice(0, 6).map((p) => p.id);
  const filled = await page.request.put(`/api/admin/collections/${id}/products`, {
    data: { productIds },
    headers: { ...origin, "If-Match": etag },
  });
  expect(filled.status()).toBe(200);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openPage(page, "/admin/collections");
    await expect(page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible();
    await page.screenshot({ path: `${folder}/collections-${width}.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await openPage(page, `/admin/collections/${id}`);
    await expect(page.getByText("6 products, in the order the shop shows them.")).toBeVisible();
    await page.screenshot({ path: `${folder}/collection-editor-${width}.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
  const deleted = await page.request.delete(`/api/admin/collections/${id}`, { headers: origin });
  expect(deleted.status()).toBe(200);
});
