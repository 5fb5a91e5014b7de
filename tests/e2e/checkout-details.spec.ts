import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  openMenu,
  openPage,
  seriousAccessibilityViolations,
  skipWelcome,
  test,
} from "./fixtures.ts";
import { newestMail } from "./mail.ts";
import { signInAsNewAccount } from "./new-account.ts";
import { asCustomer } from "./sign-in.ts";

// Issue 18.8 and 18.6: the header greets a buyer by first name; the hosted checkout delivers to the
// United Kingdom only (and says how to order for export), takes an optional PO number that then
// shows on the confirmation, in the order history, on the admin's order page and in the e-mail;
// the confirmation shows the delivery address, and focus lands on its heading.

const polo = "fruit-of-the-loom-sc63-premium-pique-polo";
const shots = "/tmp/shots-checkout";

/** A cart of `quantity` plain polos made through the Storefront API; answers its checkout path. */
async function createCart(request: APIRequestContext, quantity = 3) {
  const query = (body: object) =>
    request.post("/api/2025-01/graphql.json", { data: body }).then(async (response) => {
      expect(response.ok()).toBe(true);
      return (await response.json()) as { data: any };
    });
  const product = await query({
    query:
      "query($h: String!){ productByHandle(handle: $h){ variants(first: 50){ edges{ node{ id availableForSale } } } } }",
    variables: { h: polo },
  });
  const variant = product.data.productByHandle.variants.edges.find(
    (edge: { node: { availableForSale: boolean } }) => edge.node.availableForSale,
  ).node.id as string;
  const created = await query({
    query:
      "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } userErrors{ message } } }",
    variables: { input: { lines: [{ merchandiseId: variant, quantity }] } },
  });
  expect(created.data.cartCreate.userErrors).toEqual([]);
  return new URL(created.data.cartCreate.cart.checkoutUrl).pathname;
}

async function fillAddress(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Priya Shah");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Company").fill("Shah Electrical Ltd");
  await page.getByLabel("Address line 1").fill("14 Foundry Lane");
  await page.getByLabel("Town or city").fill("Sheffield");
  await page.getByLabel("Postcode").fill("s1 2hd");
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("the header greets a buyer by the first name of their account, or by their e-mail without one", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewAccount(page, baseURL!, { local: "priya", name: "Priya Shah" });
  await openPage(page, "/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Hi, Priya: account menu" })).toBeVisible();
  await expect(banner.getByText("Hi, Priya", { exact: true })).toBeVisible();
  await banner.screenshot({ path: `${shots}/greeting-1280.png` });
  // At 390 px the header shows the icon only; the open menu greets the buyer.
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page, banner.getByRole("button", { name: "Hi, Priya: account menu" }));
  await expect(page.getByRole("menu").getByText("Hi, Priya", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/greeting-390.png` });

  const nameless = await browser.newContext();
  const other = await nameless.newPage();
  const email = await signInAsNewAccount(other, baseURL!, { local: "no-name" });
  await openPage(other, "/");
  const local = email.split("@")[0]!;
  await expect(
    other.getByRole("banner").getByRole("button", { name: `Hi, ${local}: account menu` }),
  ).toBeVisible();
  await nameless.close();
});

test("the checkout delivers to the UK only, takes a PO number, and the confirmation is focused and shows address and PO", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signInAsNewAccount(page, baseURL!, { local: "po-buyer", name: "Priya Shah" });
  const checkoutPath = await createCart(page.request);
  await openPage(page, checkoutPath);
  await expect(heading(page)).toHaveText("Checkout");

  // The country field offers the United Kingdom and nothing else, and the page says why.
  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country.locator("option")).toHaveText(["United Kingdom"]);
  await expect(country).toHaveValue("GB");
  const note = page.locator("#country-hint");
  await expect(note).toContainText("We deliver to UK addresses only.");
  await expect(country).toHaveAccessibleDescription(/We deliver to UK addresses only/);
  await expect(note.getByRole("link", { name: "01632 960 123" })).toHaveAttribute(
    "href",
    "tel:+441632960123",
  );
  await expect(note.getByRole("link", { name: "sales@tradewear.test" })).toHaveAttribute(
    "href",
    "mailto:sales@tradewear.test",
  );
  await expect(note).toContainText("export order");

  // The PO number is optional, limited and checked before anything is sent.
  const po = page.getByRole("textbox", { name: "Your PO number (optional)" });
  await expect(po).toHaveAttribute("maxlength", "50");
  await expect(po).toHaveAccessibleDescription(/quoted on our invoice/);
  await fillAddress(page, email);
  await po.fill("PRJ\u200B2291");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#poNumber-error")).toHaveText(
    "The PO number may only use letters, numbers, spaces and punctuation",
  );
  await expect(po).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(checkoutPath);

  await po.fill("  PRJ-2291/B ");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
  await expect(heading(page)).toContainText(/Thank you — order TW-\d{6,} placed/);
  const orderNumber = (await page.getByTestId("order-number").textContent())!;

  // Issue 18.6: focus is on the confirmation's heading.
  await expect(heading(page)).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => document.activeElement === document.querySelector("h1")))
    .toBe(true);

  // The delivery address and PO number as stored on the order.
  const delivery = page.getByRole("region", { name: "Delivery address" });
  await expect(delivery.locator("address")).toHaveText(
    [
      "Priya Shah",
      "Shah Electrical Ltd",
      "14 Foundry Lane",
      "Sheffield",
      "S1 2HD",
      "United Kingdom",
    ].join(""),
  );
  await expect(delivery.getByTestId("po-number")).toHaveText("PRJ-2291/B");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.reload();
  await expect(delivery.getByTestId("po-number")).toHaveText("PRJ-2291/B");

  // The buyer's order history.
  await openPage(page, "/account/orders");
  const card = page.getByTestId("order-card").filter({ hasText: `Order #${orderNumber}` });
  await card.getByRole("button", { name: /Order #/ }).click();
  await expect(card.getByText("PO number")).toBeVisible();
  await expect(card.getByText("PRJ-2291/B")).toBeVisible();

  // The confirmation e-mail.
  const mail = await newestMail(baseURL!, email, `Your Tradewear order ${orderNumber}`);
  expect(mail).toContain("Your PO number: PRJ-2291/B");

  // The admin's order page.
  const admin = await asCustomer(browser, "admin", baseURL!);
  await openPage(admin.page, `/admin?tab=orders&q=${orderNumber}`);
  await admin.page.getByRole("link", { name: orderNumber }).click();
  await expect(
    admin.page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` }),
  ).toBeVisible();
  const poFact = admin.page.locator("dt", { hasText: "PO number" }).locator("xpath=..");
  await expect(poFact).toContainText("PRJ-2291/B");
  await admin.close();
});

test("the server refuses another country and a bad PO number with a 400 beside the field, placing nothing", async ({
  page,
}) => {
  await skipWelcome(page);
  const checkoutPath = await createCart(page.request, 1);
  const fields = {
    intent: "place-order",
    name: "Sam Builder",
    email: "sam@example.co.uk",
    line1: "1 Main Street",
    city: "Leeds",
    postcode: "LS1 1AA",
    country: "GB",
    billingSame: "on",
  };
  const post = (extra: Record<string, string>) =>
    page.request.post(checkoutPath, {
      form: { ...fields, ...extra },
      headers: { "sec-fetch-site": "same-origin" },
    });
  for (const [extra, field, message] of [
    [{ country: "IE" }, "country", "We deliver to UK addresses only: we cannot take web orders"],
    [{ country: "US" }, "country", "We deliver to UK addresses only: we cannot take web orders"],
    [{ poNumber: "PO-1\nPAID" }, "poNumber", "may only use letters, numbers"],
    [{ poNumber: "P".repeat(51) }, "poNumber", "must be at most 50 characters"],
  ] as const) {
    const response = await post(extra);
    expect(response.status(), JSON.stringify(extra)).toBe(400);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`id="${field}-error"[^>]*>[^<]*${message}`));
  }
  await openPage(page, checkoutPath);
  await expect(heading(page)).toHaveText("Checkout");
});

test("screenshots: the checkout's delivery and PO fields and the confirmation, at 390 and 1280 px", async ({
  page,
  baseURL,
}) => {
  const email = await signInAsNewAccount(page, baseURL!, { local: "shots", name: "Priya Shah" });
  const checkoutPath = await createCart(page.request, 2);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, checkoutPath);
    await fillAddress(page, email);
    await page.getByRole("textbox", { name: "Your PO number (optional)" }).fill("PRJ-2291/B");
    await page.screenshot({ path: `${shots}/checkout-${width}.png`, fullPage: true });
    await page
      .getByRole("group", { name: "Delivery address" })
      .screenshot({ path: `${shots}/checkout-delivery-${width}.png` });
  }
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
  await expect(heading(page)).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/confirmation-${width}.png`, fullPage: true });
  }
});

test("on a phone the order summary and discount code come before Place order; on a desktop they sit beside the form", async ({
  page,
}) => {
  // Issue 21.3: a buyer on a phone saw the total only after the button that places the order.
  const checkoutPath = await createCart(page.request, 2);
  const summary = page.getByRole("region", { name: "Your order" });
  const placeOrder = page.getByRole("button", { name: "Place order" });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, checkoutPath);
  const [phoneSummary, phoneButton] = [await summary.boundingBox(), await placeOrder.boundingBox()];
  const phoneDiscount = await page.getByRole("region", { name: "Discount code" }).boundingBox();
  expect(phoneSummary!.y + phoneSummary!.height).toBeLessThan(phoneButton!.y);
  expect(phoneDiscount!.y + phoneDiscount!.height).toBeLessThan(phoneButton!.y);

  await page.setViewportSize({ width: 1280, height: 900 });
  const [wideSummary, wideButton] = [await summary.boundingBox(), await placeOrder.boundingBox()];
  expect(wideSummary!.x).toBeGreaterThan(wideButton!.x + wideButton!.width);
});
