import type { Page } from "@playwright/test";
import {
  expect,
  openPage,
  seriousAccessibilityViolations,
  subtotalExVat,
  test,
} from "./fixtures.ts";
import { customPriceJourney } from "./custom-price-journey.ts";
import { asCustomer, signInAs } from "./sign-in.ts";
import { newestMail } from "./mail.ts";

// Issue 6, the back office: admins change prices on /pricing and run the shop from /admin; the
// server checks the role on every read and change (server/admin/admin-guard.ts). These journeys
// share the desktop shop's database with the other specs, so each restores what it changes or
// changes only what no other spec looks at.

const fleece = "/products/result-r118-core-micron-fleece";

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

test("a payment the admin records shows on the trade customer's credit account at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const trade = await asCustomer(browser, "trade", baseURL!);
  type Summary = {
    account: { availablePence: number };
    transactions: { type: string; amountPence: number; balanceAfterPence: number }[];
  };
  const summary = async () =>
    (await (await trade.page.request.get("/api/functions/credit-account")).json()) as Summary;
  const before = await summary();

  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin?tab=credit-accounts");
  await page.getByRole("searchbox", { name: /Search by name/ }).fill("hartley");
  await expect(page).toHaveURL(/q=hartley/);
  await page.getByRole("button", { name: "Manage the credit account of Dan Hartley" }).click();
  const dialog = page.getByRole("dialog", { name: "Credit account" });
  await dialog.getByLabel("Payment received").fill("500");
  await dialog.getByLabel("Reference (optional)").fill("BACS 7781");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  // The toast; the dialog's change history says the same once it has reloaded (checked below).
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Payment recorded"),
  ).toBeVisible();
  await expect(
    dialog.getByRole("row", { name: /Payment received, thank you/ }).first(),
  ).toContainText("£500.00");
  await expect(dialog.getByText("Payment recorded").first()).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const after = await summary();
  expect(after.account.availablePence).toBe(before.account.availablePence + 50_000);
  expect(after.transactions[0]).toMatchObject({ type: "payment", amountPence: 50_000 });
  await trade.close();
});

test("moving an order to shipped e-mails the customer and updates their open order history", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin?tab=orders&q=processing");
  const row = page.getByRole("row").filter({ hasText: "retail@tradewear.test" }).first();
  const orderNumber = (await row.getByRole("link", { name: /^TW-/ }).innerText()).trim();
  // The customer has their order history open in their own browser before the change.
  const retail = await asCustomer(browser, "retail", baseURL!);
  await openPage(retail.page, "/account/orders");
  const card = retail.page.getByTestId("order-card").filter({ hasText: `Order #${orderNumber}` });
  await expect(card).toContainText("Processing");
  await row.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  // Only the lifecycle's next steps are offered.
  await expect(page.getByRole("button", { name: "Mark as completed" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  // Issue 18.10: the carrier and tracking number are asked first, both optional.
  await page
    .getByRole("dialog", { name: `Ship order ${orderNumber}` })
    .getByRole("button", { name: "Mark as shipped" })
    .click();
  await expect(page.getByText(`Order ${orderNumber} is now Shipped`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as completed" })).toBeVisible();
  await expect(page.getByText("Status: Processing → Shipped")).toBeVisible();

  const mail = await newestMail(baseURL!, "retail@tradewear.test", `${orderNumber} has shipped`);
  expect(mail).toContain("Your order is on its way.");
  // Without a reload: the shop told their page (/api/events).
  await expect(card).toContainText("Shipped");
  await retail.close();
});

test("a custom price the admin creates for a retail customer is their basket price", async ({
  page,
  browser,
  baseURL,
}) => {
  await customPriceJourney(page, browser, baseURL!);
});

test("a customer opening /admin gets the 403 page, and a visitor is sent to sign in", async ({
  page,
  baseURL,
}) => {
  const visitor = await openPage(page, "/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
  expect(visitor?.status()).toBe(200);

  await signInAs(page, "retail", baseURL!);
  const response = await openPage(page, "/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByText("This page is for the shop's staff only.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  expect((await page.request.get("/api/admin/lists/orders")).status()).toBe(403);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("the inbox shows a contact message's HTML as text, and lists the e-mails the shop wrote", async ({
  page,
  baseURL,
}) => {
  const marker = `inbox-${Date.now()}`;
  const markup = `<img src=x onerror="window.__inboxRan=1"><b>${marker}</b>`;
  const sent = await page.request.post("/api/functions/submit-contact", {
    data: {
      firstName: "Rhys",
      lastName: "Evans",
      email: "rhys@example.co.uk",
      subject: "Quote or bulk order",
      message: markup,
    },
    headers: { "X-Forwarded-For": "10.9.8.7" },
  });
  expect(sent.status()).toBe(200);

  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin?tab=inbox");
  await expect(page.getByRole("tab", { name: "Inbox", selected: true })).toBeVisible();
  await page.getByRole("searchbox", { name: /Search by name/ }).fill(marker);
  // The search runs as the admin types (a moment later); wait for it before moving on, as a
  // person would see the list change.
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  await expect(page.getByText(markup, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __inboxRan?: number }).__inboxRan)).toBeUndefined();
  expect(await page.locator(`b:text("${marker}")`).count()).toBe(0);

  await page.getByRole("link", { name: "E-mails sent" }).click();
  await expect(page.getByRole("list", { name: "E-mails sent" })).toBeVisible();
  // The shop's own copy of the message, readable in full with its markup as text.
  await page.getByRole("searchbox", { name: /Search by recipient/ }).fill("Contact form: Quote");
  await expect(page).toHaveURL(/q=Contact\+form/);
  const mail = page.getByRole("listitem").filter({ hasText: "Contact form: Quote or bulk order" });
  await mail.first().getByText("Show the e-mail").click();
  await expect(mail.first().getByText(marker)).toBeVisible();
  await page.getByRole("link", { name: "Subscribers" }).click();
  const csv = await page.request.get("/api/admin/exports/newsletter-subscribers");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toMatch(/^\uFEFF"Email","Subscribed","Unsubscribed"\r\n/);
});

test("screenshots of the back office at 390 and 1280 wide", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin", baseURL!);
  const folder = "test-results/admin-screenshots";
  const tabs = [
    "customers",
    "credit-accounts",
    "custom-pricing",
    "orders",
    "inbox&box=mail-outbox",
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const tab of tabs) {
      await openPage(page, `/admin?tab=${tab}`);
      await expect(page.getByRole("tab", { selected: true })).toBeVisible();
      await page.screenshot({
        path: `${folder}/${tab.replace(/&.*/, "")}-${width}.png`,
        fullPage: true,
      });
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
    // The embroidery table is edited on wider screens (its phone layout is read-only).
    if (width > 390) await page.getByRole("button", { name: "Edit Standard prices" }).click();
    await page.screenshot({ path: `${folder}/pricing-edit-${width}.png`, fullPage: true });
  }
});

test("the credit account dialog refuses a balance above the limit beside its field, and nothing changes", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin?tab=credit-accounts");
  await page.getByRole("button", { name: "Manage the credit account of Dan Hartley" }).click();
  const form = page.getByRole("dialog", { name: "Credit account" }).getByRole("form", {
    name: "Edit credit account",
  });
  const limit = form.getByLabel("Credit limit");
  const original = await limit.inputValue();
  await limit.fill("1");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Failed to update credit account")).toBeVisible();
  // The server's reason, shown beside the limit field (the only figure the dialog sent).
  await expect(
    form.getByText("The current balance cannot be more than the credit limit"),
  ).toBeVisible();

  // Saved as it was (journeys running alongside read the trade account's figures, so this one
  // changes nothing): the dialog says it is saved and the field error goes.
  await limit.fill(original);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Credit account updated successfully")).toBeVisible();
  await expect(
    form.getByText("The current balance cannot be more than the credit limit"),
  ).toHaveCount(0);
});
