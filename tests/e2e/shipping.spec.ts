import type { APIRequestContext, Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";
import { asCustomer, signInAs } from "./sign-in.ts";
import { newestMail } from "./mail.ts";

// Issue 18.10: shipping an order asks for the carrier and tracking number (both optional), shows
// them on the admin's order page, in the buyer's order history and in the "shipped" e-mail, whose
// link opens that order: the account's order page, or for a guest the checkout's confirmation.
// Each journey places its own order, so no other spec's demo orders move.

const shots = process.env["SCREENSHOT_DIR"] ?? "test-results/shipping-screenshots";
const vest = "portwest-c472-hi-vis-two-band-and-brace-vest";

async function storefront<T>(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post("/api/storefront/graphql", { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A one-line cart made through the Storefront API; answers its hosted checkout's path. */
async function newCart(request: APIRequestContext) {
  const product = await storefront<{
    productByHandle: { variants: { edges: { node: { id: string; availableForSale: boolean } }[] } };
  }>(
    request,
    "query($handle: String!){ productByHandle(handle: $handle){ variants(first: 50){ edges{ node{ id availableForSale } } } } }",
    { handle: vest },
  );
  const variant = product.productByHandle.variants.edges.find((edge) => edge.node.availableForSale);
  const data = await storefront<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    request,
    "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } } }",
    { input: { lines: [{ merchandiseId: variant!.node.id, quantity: 2 }] } },
  );
  return new URL(data.cartCreate.cart.checkoutUrl).pathname;
}

/** Places an order at the hosted checkout as whoever `page` is signed in as; its number. */
async function placeOrder(page: Page, email: string) {
  const checkoutPath = await newCart(page.request);
  await skipWelcome(page);
  await page.goto(checkoutPath);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Full name").fill("Pat Shipley");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Address line 1").fill("2 Mill Lane");
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 1AA");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
  return { orderNumber: (await page.getByTestId("order-number").textContent())!, checkoutPath };
}

const linkIn = (eml: string) => /See your order: (\S+)/.exec(eml)?.[1];

/** The admin's page of the order with this number, from the Orders tab's search. */
async function openAdminOrder(page: Page, orderNumber: string) {
  await openPage(page, `/admin?tab=orders&q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test("shipping a buyer's order asks for carrier and tracking, and the buyer sees them in their history and e-mail, whose link opens the order", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The retail account orders, with its own delivery e-mail: admin.spec.ts looks for the retail
  // customer's processing orders by their account's address, and must not find this one.
  const buyer = await asCustomer(browser, "retail", baseURL!);
  const email = `pat.shipley.${Date.now()}@example.co.uk`;
  const { orderNumber } = await placeOrder(buyer.page, email);

  await signInAs(page, "admin", baseURL!);
  await openAdminOrder(page, orderNumber);
  await page.getByRole("button", { name: "Payment received" }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Processing`)).toBeVisible();

  await page.getByRole("button", { name: "Mark as shipped" }).click();
  const dialog = page.getByRole("dialog", { name: `Ship order ${orderNumber}` });
  await expect(dialog.getByLabel("Carrier (optional)")).toHaveValue("");
  // A tracking number with characters no carrier prints is refused beside its field.
  await dialog.getByLabel("Tracking number (optional)").fill("AB/123");
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(dialog.getByText(/A tracking number is 4 to 40 letters or digits/)).toBeVisible();
  await expect(dialog.getByLabel("Tracking number (optional)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await dialog.getByLabel("Carrier (optional)").selectOption({ label: "Royal Mail" });
  await dialog.getByLabel("Tracking number (optional)").fill("ab 123 456 789 gb");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/ship-dialog-1280.png` });
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Shipped`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const shipment = page.getByRole("region", { name: "Shipment" });
  await expect(shipment).toContainText("Royal Mail");
  await expect(page.getByTestId("admin-tracking-number")).toHaveText("AB 123 456 789 GB");
  await expect(page.getByText("Tracking number: AB 123 456 789 GB")).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/admin-order-shipped-1280.png`, fullPage: true });

  // The e-mail names both, and its link opens this order in the buyer's account.
  const mail = await newestMail(baseURL!, email, `${orderNumber} has shipped`);
  expect(mail).toContain("Carrier: Royal Mail\r\nTracking number: AB 123 456 789 GB");
  const link = linkIn(mail);
  expect(link).toBe(`${baseURL}/account/orders/${orderNumber}`);
  await buyer.page.goto(link!);
  await expect(
    buyer.page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` }),
  ).toBeVisible();
  const card = buyer.page.getByTestId("order-card");
  await expect(card).toContainText("Shipped");
  await expect(card).toContainText("Royal Mail");
  await expect(buyer.page.getByTestId("tracking-number")).toHaveText("AB 123 456 789 GB");
  expect(await seriousAccessibilityViolations(buyer.page)).toEqual([]);
  await buyer.page.screenshot({ path: `${shots}/buyer-order-1280.png`, fullPage: true });
  await buyer.page.setViewportSize({ width: 390, height: 844 });
  await buyer.page.screenshot({ path: `${shots}/buyer-order-390.png`, fullPage: true });

  // The history lists it too; opening the card shows the carrier and number.
  await openPage(buyer.page, "/account/orders");
  const listed = buyer.page.getByTestId("order-card").filter({ hasText: `Order #${orderNumber}` });
  await listed.getByRole("button", { name: new RegExp(`Order #${orderNumber}`) }).click();
  await expect(listed).toContainText("Carrier");
  await expect(listed.getByTestId("tracking-number")).toHaveText("AB 123 456 789 GB");

  // The courier's number changes: the admin corrects it, and the buyer is told the new one.
  await page.getByRole("button", { name: "Edit tracking" }).click();
  const edit = page.getByRole("dialog", { name: `Tracking for order ${orderNumber}` });
  await expect(edit.getByLabel("Carrier (optional)")).toHaveValue("royal_mail");
  await edit.getByLabel("Carrier (optional)").selectOption({ label: "Other carrier" });
  await edit.getByLabel("Carrier's name").fill("Yodel");
  await edit.getByLabel("Tracking number (optional)").fill("JD0002248600123456");
  await edit.getByRole("button", { name: "Save tracking" }).click();
  await expect(page.getByText(`Tracking saved for order ${orderNumber}`)).toBeVisible();
  await expect(shipment).toContainText("Yodel");
  await expect(page.getByTestId("admin-tracking-number")).toHaveText("JD0002248600123456");
  const update = await newestMail(
    baseURL!,
    email,
    `Tracking details for your Tradewear order ${orderNumber}`,
  );
  expect(update).toContain("Carrier: Yodel\r\nTracking number: JD0002248600123456");
  // Without a reload: the shop told the buyer's open history (/api/events).
  await expect(listed.getByTestId("tracking-number")).toHaveText("JD0002248600123456");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("admin-tracking-number")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/admin-order-shipped-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Edit tracking" }).click();
  await page.screenshot({ path: `${shots}/edit-tracking-390.png` });
  await buyer.close();
});

test("a guest's shipped e-mail names the carrier and opens their order's confirmation page", async ({
  page,
  browser,
  baseURL,
}) => {
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const email = `guest-${Date.now()}@example.co.uk`;
  const { orderNumber, checkoutPath } = await placeOrder(guest, email);

  // The admin moves it along through the API, as the order page does (with its ETag).
  await signInAs(page, "admin", baseURL!);
  await openAdminOrder(page, orderNumber);
  const orderId = page.url().split("/").pop()!;
  const move = async (body: object) => {
    const current = await page.request.get(`/api/admin/orders/${orderId}`);
    const response = await page.request.patch(`/api/admin/orders/${orderId}/status`, {
      data: body,
      headers: { "If-Match": current.headers()["etag"]! },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await move({ status: "processing" });
  await move({ status: "shipped", carrier: "dpd", trackingNumber: "15501234567890" });

  const mail = await newestMail(baseURL!, email, `${orderNumber} has shipped`);
  expect(mail).toContain("Carrier: DPD\r\nTracking number: 15501234567890");
  const link = linkIn(mail);
  expect(link).toBe(`${baseURL}${checkoutPath}/confirmation`);
  await guest.goto(link!);
  await expect(guest.getByTestId("order-number")).toHaveText(orderNumber);
  await guestContext.close();
});

// Issue 14.5: a bank transfer's pro-forma, its VAT invoice once the payment is recorded, and the
// credit note when the order is cancelled, on the admin's page, the buyer's and in the e-mails.
test("a bank transfer has a pro-forma, its payment issues the VAT invoice and its cancellation a credit note", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const buyer = await asCustomer(browser, "retail", baseURL!);
  const email = `pat.invoice.${Date.now()}@example.co.uk`;
  const { orderNumber } = await placeOrder(buyer.page, email);
  const mine = `/account/orders/${orderNumber}`;

  await buyer.page.goto(mine);
  await expect(buyer.page.getByRole("link", { name: "Pro-forma invoice (PDF)" })).toHaveAttribute(
    "href",
    `${mine}/invoice.pdf`,
  );
  const proForma = await buyer.page.request.get(`${mine}/invoice.pdf`);
  expect(proForma.status()).toBe(200);
  expect((await proForma.body()).toString("latin1")).toContain(
    `(Pro-forma invoice, order ${orderNumber})`,
  );

  await signInAs(page, "admin", baseURL!);
  await openAdminOrder(page, orderNumber);
  const payment = page.getByRole("heading", { name: "Payment", exact: true }).locator("..");
  await expect(payment.getByRole("link", { name: "Pro-forma invoice (PDF)" })).toBeVisible();
  await page.getByRole("button", { name: "Payment received" }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Processing`)).toBeVisible();
  const invoiceLink = page.getByRole("link", { name: /^VAT invoice INV-\d{6} \(PDF\)$/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = /INV-\d{6}/.exec((await invoiceLink.textContent())!)![0];
  const paid = await newestMail(baseURL!, email, `${orderNumber} is being prepared`);
  expect(paid).toContain(`Your VAT invoice ${invoiceNumber} is attached (PDF).`);
  expect(paid).toContain(`filename="invoice-${invoiceNumber}.pdf"`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(`Order ${orderNumber} is now Cancelled`)).toBeVisible();
  const creditLink = page.getByRole("link", { name: /^Credit note CN-\d{6} \(PDF\)$/ });
  await expect(creditLink).toBeVisible();
  const creditNumber = /CN-\d{6}/.exec((await creditLink.textContent())!)![0];
  const cancelled = await newestMail(baseURL!, email, `${orderNumber} has been cancelled`);
  expect(cancelled).toContain(`filename="credit-note-${creditNumber}.pdf"`);

  // The buyer's page offers both; the credit note names the invoice it cancels.
  await buyer.page.goto(mine);
  await expect(
    buyer.page.getByRole("link", { name: `VAT invoice ${invoiceNumber} (PDF)` }),
  ).toBeVisible();
  await expect(
    buyer.page.getByRole("link", { name: `Credit note ${creditNumber} (PDF)` }),
  ).toBeVisible();
  const credit = await buyer.page.request.get(`${mine}/credit-note.pdf`);
  expect(credit.status()).toBe(200);
  expect((await credit.body()).toString("latin1")).toContain(
    `(Credit note ${creditNumber}, order ${orderNumber})`,
  );
  await buyer.close();
});
