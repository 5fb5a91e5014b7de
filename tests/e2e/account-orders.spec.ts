import type { Page } from "@playwright/test";
import {
  expect,
  openMenu,
  openPage,
  seriousAccessibilityViolations,
  skipWelcome,
  test,
} from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 5: a signed-in customer's special prices wherever a price is shown, the order history
// (the account menu's dialog and /account/orders) and Reorder. The demo trade customer has £7.50
// on the Navy / L polo only (list £9.25), £2.25 on every vest (list £2.95) and an inactive £49.95
// on the DeWalt boots (list £59.95), and orders in every status (README "Demo logins").

const polo = {
  path: "/products/portwest-b210-essential-polo",
  title: "Portwest B210 Essential Polo",
};
const vest = {
  path: "/products/portwest-c472-hi-vis-two-band-and-brace-vest",
  title: "Portwest C472 Hi-Vis Two Band & Brace Vest",
};
const boot = { path: "/products/dewalt-apex-s3-safety-boot", title: "DeWalt Apex S3 Safety Boot" };

const priceBlock = (page: Page) => page.getByRole("region", { name: "Price" });
const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** Signs the trade customer in and opens the account menu on the home page. */
async function openAccountMenuAsTrade(page: Page, baseURL: string) {
  await signInAs(page, "trade", baseURL);
  await openPage(page, "/");
  await openMenu(page, page.getByRole("button", { name: /account menu/ }));
}

test("the trade customer sees their special prices, struck-through standard prices beside them", async ({
  page,
  baseURL,
}) => {
  // Five pages and an accessibility scan: over the 30 s default once on a busy machine (the scan).
  test.slow();
  await signInAs(page, "trade", baseURL!);

  // Every variant of the vest: the badge at once.
  await openPage(page, vest.path);
  await expect(priceBlock(page).getByText("Special Price")).toBeVisible();
  await expect(priceBlock(page).getByText("£2.25", { exact: true })).toBeVisible();
  await expect(priceBlock(page).locator("s")).toHaveText("Standard price £2.95");
  await expect(page.getByText("Your special price at any quantity")).toBeVisible();

  // One variant of the polo: the badge only when Navy / L is the variant shown.
  await openPage(page, polo.path);
  await page.getByRole("button", { name: "Navy", exact: true }).click();
  await page.getByRole("combobox", { name: "Size" }).selectOption("M");
  await expect(priceBlock(page).getByText("£9.25", { exact: true })).toBeVisible();
  await expect(priceBlock(page).getByText("Special Price")).toHaveCount(0);
  await expect(page.getByRole("table", { name: /Quantity discounts/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await expect(priceBlock(page).getByText("Special Price")).toBeVisible();
  await expect(priceBlock(page).getByText("£7.50", { exact: true })).toBeVisible();
  await expect(priceBlock(page).locator("s")).toHaveText("Standard price £9.25");

  // An inactive price: the list price, no badge.
  await openPage(page, boot.path);
  await expect(priceBlock(page).getByText("£59.95", { exact: true })).toBeVisible();
  await expect(page.getByText("Special Price")).toHaveCount(0);

  // The cards say "From" the lowest price the customer pays.
  await openPage(page, "/collections/portwest");
  await expect(card(page, vest.title).getByText("Special Price")).toBeVisible();
  await expect(card(page, vest.title)).toContainText("From £2.25 ex VAT");
  await expect(card(page, vest.title).locator("s")).toHaveText("Standard price £2.95");
  await expect(card(page, polo.title).getByText("Special Price")).toBeVisible();
  await expect(card(page, polo.title)).toContainText("From £7.50 ex VAT");
  await openPage(page, "/collections/safety-boots");
  await expect(card(page, boot.title)).toContainText("From £59.95 ex VAT");
  await expect(card(page, boot.title).getByText("Special Price")).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("the retail customer sees standard prices and no badges", async ({ page, baseURL }) => {
  await signInAs(page, "retail", baseURL!);
  await openPage(page, vest.path);
  await expect(priceBlock(page).getByText("£2.95", { exact: true })).toBeVisible();
  await expect(page.getByText("Special Price")).toHaveCount(0);
  await openPage(page, "/collections/portwest");
  // A retail customer reads inc VAT first (issue 14.3): £2.95 + 20%.
  await expect(card(page, vest.title)).toContainText("From £3.54 inc VAT");
  await expect(card(page, vest.title)).toContainText("£2.95 ex VAT");
  await expect(page.getByText("Special Price")).toHaveCount(0);
});

test("the order history dialog lists the trade customer's orders, and Reorder fills the basket", async ({
  page,
  baseURL,
}) => {
  await openAccountMenuAsTrade(page, baseURL!);
  await page.getByRole("menuitem", { name: "Order History" }).click();

  const dialog = page.getByRole("dialog", { name: /Order History/ });
  await expect(dialog).toBeVisible();
  const cards = dialog.getByTestId("order-card");
  await expect(cards).toHaveCount(6);
  await expect(dialog.getByTestId("order-count")).toHaveText("6 orders");
  // spec/back-office.md §4: the badge colours by status.
  const colours = {
    Pending: /yellow/,
    Processing: /blue/,
    Shipped: /purple/,
    Completed: /green/,
    Cancelled: /red/,
  };
  for (const [label, colour] of Object.entries(colours)) {
    const badge = dialog.locator("[data-status]", { hasText: label }).first();
    await expect(badge).toHaveClass(colour);
  }
  await expect(cards.first()).toContainText(/Order #TW-\d+/);
  await expect(cards.first()).toContainText(/ago/);

  // The newest: 2 × Navy / L polo at the trade price. Expand it and reorder.
  const newest = cards.first();
  await newest.getByRole("button", { name: /Order #/ }).click();
  await expect(newest.getByText("Order Items")).toBeVisible();
  await expect(newest.getByTestId("order-item")).toContainText(polo.title);
  await expect(newest.getByTestId("order-item")).toContainText("Qty 2 × £7.50 each");
  await expect(newest.getByText("Total", { exact: true })).toBeVisible();
  await newest.getByRole("button", { name: "Reorder" }).click();

  await expect(page).toHaveURL(/\/basket$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/1 line from order TW-\d+ added to your basket/)).toBeVisible();
  const line = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: polo.title }) });
  await expect(line.getByText("Navy / L")).toBeVisible();
  await expect(line.getByRole("spinbutton", { name: `Quantity of ${polo.title}` })).toHaveValue(
    "2",
  );
  await expect(line.getByText("Special Price")).toBeVisible();
  await expect(line.locator("s")).toHaveText("Standard price £9.25");
  await expect(line).toContainText("Garment Standard price £9.25 £7.50 each ex VAT");
  // The menu and the page still respond after the dialog (no stuck pointer-events).
  await openMenu(page, page.getByRole("button", { name: /account menu/ }));
  await expect(page.getByRole("menuitem", { name: "Order History" })).toBeVisible();
});

test("an order history that cannot be loaded leaves an empty list, never the error page", async ({
  page,
  baseURL,
}) => {
  // Issue 22.2, spec/back-office.md §8 "Order fetch failure: logged only; list stays empty".
  await openAccountMenuAsTrade(page, baseURL!);
  await page.route(/\/account\/orders\.data/, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Service unavailable" }),
  );
  await page.getByRole("menuitem", { name: "Order History" }).click();
  const dialog = page.getByRole("dialog", { name: /Order History/ });
  await expect(dialog.getByText("No orders yet")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await dialog.getByRole("link", { name: "Open as a page" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: /Order History/ })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
});

test("Order History is still a link: /account/orders lists the orders as a page", async ({
  page,
  baseURL,
}) => {
  await openAccountMenuAsTrade(page, baseURL!);
  await expect(page.getByRole("menuitem", { name: "Order History" })).toHaveAttribute(
    "href",
    "/account/orders",
  );
  await openPage(page, "/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: /Order History/ })).toBeVisible();
  await expect(page.getByTestId("order-card")).toHaveCount(6);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("a signed-out visitor on /account/orders is asked to sign in", async ({ page }) => {
  await openPage(page, "/account/orders");
  await expect(page.getByText("Please sign in to view your order history.")).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("screenshots: the dialog, /account/orders and a special-price product page", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAs(page, "trade", baseURL!);
  await skipWelcome(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, vest.path);
    await priceBlock(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`product-special-${width}.png`) });
    await openPage(page, "/account/orders");
    await page
      .getByTestId("order-card")
      .nth(1)
      .getByRole("button", { name: /Order #/ })
      .click();
    await page.locator("main").screenshot({
      path: testInfo.outputPath(`account-orders-${width}.png`),
    });
    await openPage(page, "/");
    await openMenu(page, page.getByRole("button", { name: /account menu/ }));
    await page.getByRole("menuitem", { name: "Order History" }).click();
    const dialog = page.getByRole("dialog", { name: /Order History/ });
    await dialog
      .getByTestId("order-card")
      .nth(1)
      .getByRole("button", { name: /Order #/ })
      .click();
    await expect(dialog.getByText("Order Items")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`order-history-dialog-${width}.png`) });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});
