import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";
import type { Page } from "@playwright/test";

// Issue 6, the back office: admins change prices on /pricing and run the shop from /admin; the
// server checks the role on every read and change (server/admin/admin-guard.ts). These journeys
// share the desktop shop's database with the other specs, so each restores what it changes or
// changes only what no other spec looks at.

const fleece = "/products/result-r118-core-micron-fleece";

async function subtotalExVat(page: Page): Promise<string> {
  const summary = page.getByTestId("order-summary");
  const row = summary.locator("div").filter({ hasText: "Subtotal (ex VAT)" });
  await expect(row.locator("dd")).toHaveText(/£/);
  return row.locator("dd").innerText();
}

async function setPrintPrice(page: Page, band: string, pounds: string) {
  const table = page.getByRole("table", { name: /^Print prices per item/ });
  await table.getByRole("button", { name: `Edit the ${band} price` }).click();
  const input = table.getByRole("spinbutton", { name: `Print price for ${band} items` });
  await input.fill(pounds);
  await input.press("Enter");
  await expect(page.getByText("Price updated successfully").first()).toBeVisible();
  await expect(input).toHaveValue(pounds);
  await table.getByRole("button", { name: `Finish editing the ${band} price` }).click();
  await expect(
    table.getByRole("row", { name: new RegExp(`^${band.replace("+", "\\+")}`) }),
  ).toContainText(`£${pounds}`);
}

test("an admin's new print price is charged in the basket at once", async ({ page, baseURL }) => {
  await signInAs(page, "admin", baseURL!);
  // 25 printed fleeces: the 25-49 print band (£1.95 each in the demo tables).
  await openPage(page, fleece);
  await page.getByRole("radio", { name: /Print/ }).click();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("25");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  await openPage(page, "/basket");
  const before = await subtotalExVat(page);

  await openPage(page, "/pricing");
  await expect(page.getByText("Click the edit icon to modify prices").first()).toBeVisible();
  try {
    await setPrintPrice(page, "25-49", "2.05");
    await openPage(page, "/basket");
    // 25 × 10p more, ex VAT.
    const toPence = (text: string) => Math.round(Number(text.replace(/[£,]/g, "")) * 100);
    await expect.poll(async () => toPence(await subtotalExVat(page))).toBe(toPence(before) + 250);
  } finally {
    await openPage(page, "/pricing");
    await setPrintPrice(page, "25-49", "1.95");
  }
});

test("an admin's bad price is refused with the reason, and nothing changes", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/pricing");
  const table = page.getByRole("table", { name: /^Embroidery prices per item/ });
  await table.getByRole("button", { name: "Edit Large prices" }).click();
  const input = table.getByRole("spinbutton", { name: "Large 1-5 items" });
  const original = await input.inputValue();
  await input.fill("12000");
  await input.press("Enter");
  await expect(page.getByText("Failed to update price")).toBeVisible();
  await expect(page.getByText("The amount cannot be more than £10,000")).toBeVisible();
  await expect(input).toHaveValue(original);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("visitors and customers see no edit controls on /pricing, and cannot change a price", async ({
  page,
  baseURL,
}) => {
  await openPage(page, "/pricing");
  await expect(page.getByText("Click the edit icon to modify prices")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  const asVisitor = await page.request.patch("/api/admin/pricing/print/1", {
    data: { value: 0 },
  });
  expect(asVisitor.status()).toBe(401);

  await signInAs(page, "trade", baseURL!);
  await openPage(page, "/pricing");
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  const asCustomer = await page.request.patch("/api/admin/pricing/print/1", {
    data: { value: 0 },
  });
  expect(asCustomer.status()).toBe(403);
});

test("screenshots of the back office at 390 and 1280 wide", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin", baseURL!);
  const folder = "test-results/admin-screenshots";
  const tabs = ["customers", "credit-accounts", "custom-pricing", "orders"];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const tab of tabs) {
      await openPage(page, `/admin?tab=${tab}`);
      await expect(page.getByRole("tab", { selected: true })).toBeVisible();
      await page.screenshot({ path: `${folder}/${tab}-${width}.png`, fullPage: true });
    }
    await openPage(page, "/admin?tab=orders");
    await page.getByRole("link", { name: /^TW-/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order TW-/ })).toBeVisible();
    await page.screenshot({ path: `${folder}/order-${width}.png`, fullPage: true });
    await openPage(page, "/admin?tab=credit-accounts");
    await page
      .getByRole("button", { name: /^Manage the credit account/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Record payment" })).toBeVisible();
    await page.screenshot({ path: `${folder}/credit-dialog-${width}.png` });
    await openPage(page, "/pricing");
    await page
      .getByRole("button", { name: "Edit Standard prices" })
      .click()
      .catch(() => {});
    await page.screenshot({ path: `${folder}/pricing-edit-${width}.png`, fullPage: true });
  }
});
