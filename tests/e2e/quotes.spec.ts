import type { Page } from "@playwright/test";
import {
  addFromProductPage,
  expect,
  openPage,
  seriousAccessibilityViolations,
  test,
} from "./fixtures.ts";
import { newestMail } from "./mail.ts";
import { asCustomer, signInAs } from "./sign-in.ts";

// Issue 14.6: a basket the shop cannot take as it is (embroidery on 500 or more items is priced
// on application) becomes a quote request from the basket, and the buyer finds it in their quotes.
// The retail account asks: the trade account's credit journeys (credit.spec.ts) are left alone.

const tee = "/products/gildan-gd12-heavy-cotton-t-shirt";

async function fillPoaBasket(page: Page) {
  await addFromProductPage(page, tee, { size: "M", quantity: 600, embroidery: "Chest Left" });
}

test("a buyer sends a 600-piece embroidered basket as a quote request and finds it in their quotes", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await fillPoaBasket(page);
  await signInAs(page, "retail", baseURL!);
  await openPage(page, "/basket");
  const panel = page.locator("details").filter({ hasText: "Request a quote" });
  // Open from the start: the shop cannot take this basket without a quote.
  await expect(panel).toHaveAttribute("open", "");
  await expect(panel).toContainText("priced on application");
  const notes = panel.getByLabel("Notes for the quote (optional)");

  // Too long a note is refused beside the box, and nothing is sent.
  await notes.fill("x".repeat(2001));
  await panel.getByRole("button", { name: "Request a Quote" }).click();
  await expect(panel.getByText("Notes can be at most 2,000 characters")).toBeVisible();
  await expect(notes).toHaveAttribute("aria-invalid", "true");

  await notes.fill("Navy thread, logo on the left chest. Needed by 15 January.");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await panel.getByRole("button", { name: "Request a Quote" }).click();
  const sent = panel.getByRole("status");
  await expect(sent).toContainText(/Quote request Q-\d{6} sent/);
  const quoteNumber = /Q-\d{6}/.exec((await sent.textContent())!)![0];

  await sent.getByRole("link", { name: "your quotes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Quotes" })).toBeVisible();
  const card = page.getByRole("article", { name: `Quote ${quoteNumber}` });
  await expect(card).toContainText("Being priced");
  await expect(card).toContainText("600 × Gildan GD12 Heavy Cotton T-Shirt");
  await expect(card).toContainText("Embroidery, Chest Left");
  await expect(card).toContainText("Decoration to be priced");
  await expect(card).toContainText("Navy thread, logo on the left chest.");
  // The refused request wrote nothing (other journeys' quotes of this account may be listed too).
  await expect(page.getByTestId("quote-card").filter({ hasText: "xxxxxxxxxx" })).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("a visitor with such a basket is asked to sign in to request a quote", async ({ page }) => {
  await fillPoaBasket(page);
  await openPage(page, "/basket");
  await expect(page.getByRole("link", { name: "Sign in to request a quote" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request a Quote" })).toHaveCount(0);
});

test("a visitor opening /account/quotes is asked to sign in", async ({ page }) => {
  await openPage(page, "/account/quotes");
  await expect(page.getByText("Please sign in to see your quotes.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeVisible();
});

// Issue 14.6 "done when": a 600-piece printed basket becomes a quote the admin prices and sends,
// and the buyer accepts it into an order at the quoted prices. The retail account pays by bank
// transfer (the settings journey gave the shop its bank details).
test("a 600-piece printed basket becomes a quote that the admin prices and the buyer accepts into an order", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const buyer = await asCustomer(browser, "retail", baseURL!);
  await openPage(buyer.page, tee);
  await buyer.page.getByRole("radio", { name: /Print/ }).click();
  await buyer.page.getByRole("combobox", { name: "Position" }).selectOption("Chest Center");
  await buyer.page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await buyer.page.getByRole("spinbutton", { name: "Quantity" }).fill("600");
  await buyer.page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(buyer.page.getByText("Added to basket successfully!")).toBeVisible();
  await openPage(buyer.page, "/basket");
  const panel = buyer.page.locator("details").filter({ hasText: "Request a quote" });
  await panel.getByLabel("Notes for the quote (optional)").fill("One colour print, navy.");
  await panel.getByRole("button", { name: "Request a Quote" }).click();
  const sent = panel.getByRole("status");
  await expect(sent).toContainText(/Quote request Q-\d{6} sent/);
  const quoteNumber = /Q-\d{6}/.exec((await sent.textContent())!)![0];

  // The admin finds it in the Quotes tab, prices the print and sends it.
  await signInAs(page, "admin", baseURL!);
  await openPage(page, `/admin?tab=quotes&q=${quoteNumber}`);
  await page.getByRole("link", { name: quoteNumber }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(quoteNumber) }),
  ).toBeVisible();
  await expect(page.getByText("Decoration to price").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Send to customer" })).toBeEnabled();
  await page.getByLabel("Garment price each for line 1").fill("3.20");
  await page.getByLabel("Decoration price each for line 1").fill("1.10");
  await page.getByLabel("Set-up price for line 1").fill("25");
  await page.getByLabel("Delivery (ex VAT)").fill("12.50");
  await page
    .getByLabel("Message to the customer")
    .fill("Printed in navy, one colour, ready in 10 working days.");
  await expect(page.getByRole("button", { name: "Send to customer" })).toBeDisabled();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Quote ${quoteNumber} saved`)).toBeVisible();
  await page.getByRole("button", { name: "Send to customer" }).click();
  await expect(page.getByText(`Quote ${quoteNumber} sent`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();

  // 600 × (£3.20 + £1.10) + £25.00 = £2,605.00; delivery £12.50; VAT £521.00 + £2.50 = £523.50;
  // total £3,141.00.
  const mail = await newestMail(
    baseURL!,
    "retail@tradewear.test",
    `quote ${quoteNumber}`,
    "Total: £3,141.00",
  );
  expect(mail).toContain(`filename="quote-${quoteNumber}.pdf"`);

  // The buyer accepts it by bank transfer, with a PO number.
  await openPage(buyer.page, "/account/quotes");
  const card = buyer.page.getByRole("article", { name: `Quote ${quoteNumber}` });
  await expect(card).toContainText("Quoted");
  await expect(card).toContainText("Printed in navy, one colour");
  await card.getByRole("radio", { name: /By bank transfer/ }).check();
  await card.getByLabel("Your PO number (optional)").fill("PO-QUOTE-1");
  expect(await seriousAccessibilityViolations(buyer.page)).toEqual([]);
  await card.getByRole("button", { name: "Accept and order (£3,141.00)" }).click();
  // The card now names the order the quote became (the page reloads its quotes).
  const accepted = card.getByText(/You accepted this quote: it is order TW-\d+/);
  await expect(accepted).toBeVisible();
  const orderNumber = /TW-\d+/.exec((await accepted.textContent())!)![0];
  await expect(card.getByRole("button", { name: /Accept and order/ })).toHaveCount(0);
  await accepted.getByRole("link", { name: orderNumber }).click();
  await expect(
    buyer.page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` }),
  ).toBeVisible();
  await expect(buyer.page.getByTestId("order-total").first()).toHaveText("£3,141.00");
  await expect(buyer.page.getByRole("link", { name: "Pro-forma invoice (PDF)" })).toBeVisible();

  await buyer.close();
});

test("the buyer declines a quote the shop sent, and it can no longer be accepted", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Set up through the APIs the pages use: the buyer's request, the admin's prices and send.
  const buyer = await asCustomer(browser, "retail", baseURL!);
  const product = await buyer.page.request.post("/api/2025-01/graphql.json", {
    data: {
      query:
        '{ productByHandle(handle: "gildan-gd12-heavy-cotton-t-shirt") { variants(first: 1) { nodes { id } } } }',
    },
  });
  const variantId = (
    (await product.json()) as {
      data: { productByHandle: { variants: { nodes: { id: string }[] } } };
    }
  ).data.productByHandle.variants.nodes[0]!.id;
  const requested = await buyer.page.request.post("/api/functions/request-quote", {
    data: { basketItems: [{ variantId, quantity: 40 }], notes: "" },
  });
  expect(requested.status()).toBe(201);
  const { quoteNumber } = (await requested.json()) as { quoteNumber: string };
  await signInAs(page, "admin", baseURL!);
  const list = await page.request.get(`/api/admin/lists/quotes?q=${quoteNumber}`);
  const id = ((await list.json()) as { data: { rows: { id: string }[] } }).data.rows[0]!.id;
  const quote = await page.request.get(`/api/admin/quotes/${id}`);
  const { etag, lines } = (await quote.json()) as { etag: string; lines: { id: string }[] };
  const saved = await page.request.patch(`/api/admin/quotes/${id}`, {
    headers: { "if-match": etag },
    data: {
      lines: [{ id: lines[0]!.id, unitPrice: "2.95", decorationPrice: "0", setUp: "0" }],
      delivery: "0",
      message: "",
      expiresOn: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(saved.status()).toBe(200);
  const sent = await page.request.post(`/api/admin/quotes/${id}/send`, {
    headers: { "if-match": ((await saved.json()) as { etag: string }).etag },
  });
  expect(sent.status()).toBe(200);

  await openPage(buyer.page, "/account/quotes");
  const card = buyer.page.getByRole("article", { name: `Quote ${quoteNumber}` });
  await expect(card).toContainText("Quoted");
  await card.getByRole("button", { name: "Decline this quote" }).click();
  const dialog = buyer.page.getByRole("dialog", { name: `Decline quote ${quoteNumber}?` });
  await dialog.getByRole("button", { name: "Decline quote" }).click();
  await expect(card).toContainText("Declined");
  await expect(card.getByRole("button", { name: /Accept and order/ })).toHaveCount(0);

  // The shop's page shows it declined, read-only, with the buyer's answer in its history.
  await openPage(page, `/admin/quotes/${id}`);
  await expect(page.getByText("Declined by the customer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
  await buyer.close();
});
