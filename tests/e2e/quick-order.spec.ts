import type { Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 14.2: a trade buyer re-orders by SKU on /quick-order: each line is checked (product,
// stock, price with the whole run's quantity break), problems are marked on their own line, and
// the good lines go into the basket in one go. "Buy again" on an order fills the page.

const line = (page: Page, lineNumber: number) =>
  page.getByRole("listitem", { name: new RegExp(`^Line ${lineNumber}: `) });

test("pasted SKUs are checked line by line and the good ones go into the basket at the run's price", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Quick Order by SKU" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quick Order" })).toBeVisible();

  // 6 M and 4 L of the £9.25 polo: ten of the product earn 5% off on both lines (£8.79).
  await page
    .getByLabel("SKUs and quantities")
    .fill("PW-B210-NAV-M 6\npw-b210-nav-l,4\nNO-SUCH-SKU 2\nPW-B210-NAV-S 2.5");
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ready to add" })).toHaveText(
    "2 ready to add, 2 with a problem (left out).",
  );
  await expect(line(page, 1)).toContainText("Navy / M");
  await expect(line(page, 1)).toContainText("6 × £8.79 (5% off)");
  await expect(line(page, 2)).toContainText("PW-B210-NAV-L");
  await expect(line(page, 3)).toContainText("No product has this SKU");
  await expect(line(page, 4)).toContainText('"2.5" is not a whole number of items');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Add 2 lines to basket" }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole("heading", { name: "Your Basket" })).toBeVisible();
  await expect(page.getByText("10 items", { exact: true })).toBeVisible();
  await expect(page.getByText("£87.90").first()).toBeVisible();
});

test("a CSV upload is read like pasted lines, and a bad quantity is refused beside the box", async ({
  page,
}) => {
  await openPage(page, "/quick-order");
  await page.getByLabel("Or upload a CSV").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('"SKU","Quantity"\n"PW-B210-NAV-M","3"\n'),
  });
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(line(page, 2)).toContainText("Ready");
  await expect(page.getByRole("button", { name: "Add 1 line to basket" })).toBeEnabled();

  await page.getByLabel("Or upload a CSV").setInputFiles([]);
  await page.getByLabel("SKUs and quantities").fill("  \n ");
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByLabel("SKUs and quantities")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter at least one SKU and quantity.")).toBeVisible();
});

test("Buy again on the trade customer's order fills the quick order with its SKUs", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "trade", baseURL!);
  await openPage(page, "/account/orders");
  await page
    .getByRole("button", { name: /^Order #/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Buy again" }).first().click();
  await expect(page).toHaveURL(/\/quick-order\?order=/);
  await expect(page.getByText(/^Filled from order /)).toBeVisible();
  await expect(page.getByLabel("SKUs and quantities")).not.toHaveValue("");
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByRole("heading", { name: "Your lines" })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
