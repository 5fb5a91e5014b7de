import type { Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 18.11: the back office fits a 390 px phone. Every admin tab and page is no wider than the
// screen (the document's scrollWidth), the lists that were wide tables (Credit Accounts 685 px,
// Custom Pricing 678 px) are cards there, as Orders already was, and tables again on a desktop.

const shots = process.env["SCREENSHOT_DIR"] ?? "test-results/admin-phone-screenshots";

const tabs = [
  "customers",
  "credit-accounts",
  "custom-pricing",
  "orders",
  "inbox&box=contact-messages",
  "inbox&box=design-submissions",
  "inbox&box=newsletter-subscribers",
  "inbox&box=mail-outbox",
];

/** The first link on `listPath` whose address starts with `prefix` (an order, a product…). */
async function firstLink(page: Page, listPath: string, prefix: string, not: RegExp) {
  await openPage(page, listPath);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => !not.test(candidate));
  if (!href) throw new Error(`no link to ${prefix} on ${listPath}`);
  return href;
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("every admin tab and page fits a 390 px screen", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin", baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await firstLink(page, "/admin?tab=orders", "/admin/orders/", /^$/);
  const product = await firstLink(page, "/admin/products", "/admin/products/", /\/(new|import)$/);
  const collection = await firstLink(page, "/admin/collections", "/admin/collections/", /\/new$/);
  const pages = [
    "/admin",
    ...tabs.map((tab) => `/admin?tab=${tab}`),
    "/admin/products",
    "/admin/products/new",
    "/admin/products/import",
    product,
    "/admin/collections",
    "/admin/collections/new",
    collection,
    order,
    "/pricing",
  ];
  const tooWide: string[] = [];
  for (const path of pages) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const width = await pageWidth(page);
    if (width > 390) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});

test("credit accounts, custom prices and customers are cards on a phone and tables on a desktop", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin", baseURL!);
  for (const [tab, label] of [
    ["credit-accounts", "Credit accounts"],
    ["custom-pricing", "Custom pricing"],
    ["customers", "Customers"],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/admin?tab=${tab}`);
    const cards = page.getByRole("list", { name: label });
    await expect(cards.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("table", { name: label })).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/${tab}-390.png`, fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("table", { name: label })).toBeVisible();
    await expect(cards).toBeHidden();
    await page.screenshot({ path: `${shots}/${tab}-1280.png`, fullPage: true });
  }

  // The card's own controls work as the row's did: Manage opens the account's dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/admin?tab=credit-accounts");
  await page
    .getByRole("list", { name: "Credit accounts" })
    .getByRole("button", { name: /^Manage the credit account of/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Record payment" })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
