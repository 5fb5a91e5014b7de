import type { APIRequestContext, Page } from "@playwright/test";
import { expect, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";
import { newestMail } from "./mail.ts";

// Issue 18.9: the owner changes the shop's settings on /admin/settings, and the storefront, the
// checkout's confirmation and its e-mail show the new values. This file runs as its own project
// before every other journey of the demo shop (playwright.config.ts): it leaves the shop with
// its demo phone and announcement back, and with real-looking bank details, so the checkout
// journeys can place orders (the demo seed's bank details are never offered to buyers).

test.describe.configure({ mode: "serial" });

const polo = "fruit-of-the-loom-sc63-premium-pique-polo";

async function checkoutPath(request: APIRequestContext) {
  const product = await request.post("/api/2025-01/graphql.json", {
    data: {
      query:
        "query($h: String!){ productByHandle(handle: $h){ variants(first: 20){ edges{ node{ id availableForSale } } } } }",
      variables: { h: polo },
    },
  });
  const variants = (
    (await product.json()) as {
      data: {
        productByHandle: {
          variants: { edges: { node: { id: string; availableForSale: boolean } }[] };
        };
      };
    }
  ).data.productByHandle.variants.edges;
  const id = variants.find((edge) => edge.node.availableForSale)!.node.id;
  const cart = await request.post("/api/2025-01/graphql.json", {
    data: {
      query: "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } } }",
      variables: { input: { lines: [{ merchandiseId: id, quantity: 2 }] } },
    },
  });
  const url = ((await cart.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } })
    .data.cartCreate.cart.checkoutUrl;
  return new URL(url).pathname;
}

/** Signs the page in as the demo admin and opens the settings. */
async function openSettingsAsAdmin(page: Page, baseURL: string) {
  await skipWelcome(page);
  await signInAs(page, "admin", baseURL);
  await openSettings(page);
}

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Shop settings" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("with the demo's bank details the admin is warned and buyers are offered no bank transfer", async ({
  page,
  browser,
  baseURL,
}) => {
  // The first journey on its shop, run while the other projects' shops start: in a clean-clone
  // CI run its checkout page was still loading at 30 s (10 s on a quiet machine).
  test.slow();
  await openSettingsAsAdmin(page, baseURL!);
  await expect(page.getByText("The shop's bank details are still the demo's")).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const buyer = await browser.newPage();
  await skipWelcome(buyer);
  await buyer.goto(await checkoutPath(buyer.request));
  await expect(
    buyer.getByRole("heading", { name: "Online payment is not available" }),
  ).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await buyer.close();
});

test("a bad sort code or a too-long reference is refused beside its field, and nothing is saved", async ({
  page,
  baseURL,
}) => {
  await openSettingsAsAdmin(page, baseURL!);
  await page.getByLabel("Sort code", { exact: true }).fill("12-34");
  await page.getByLabel("Order payment reference", { exact: true }).fill("PAYMENT FOR {order}");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.locator("#settings-sortCode-error")).toHaveText(
    "A sort code is 6 digits: NN-NN-NN",
  );
  await expect(page.getByLabel("Sort code", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.locator("#settings-orderReference-error")).toContainText(
    "The reference can be at most 18 characters once the order number is in it",
  );
  // The server checks again: the same settings sent straight to the API are refused, field named.
  const current = await page.request.get("/api/admin/settings");
  const { settings, etag } = (await current.json()) as { settings: object; etag: string };
  const refused = await page.request.put("/api/admin/settings", {
    data: { ...settings, sortCode: "12-34" },
    headers: { "if-match": etag, origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: "A sort code is 6 digits: NN-NN-NN",
    field: "sortCode",
  });
  await page.reload();
  await expect(page.getByLabel("Sort code", { exact: true })).toHaveValue("00-00-00");
});

test("the owner's new phone, bank details and announcement reach the storefront, the confirmation and the e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  await openSettingsAsAdmin(page, baseURL!);
  await page.getByLabel("Phone", { exact: true }).fill("0113 496 0000");
  await page.getByLabel("Account name", { exact: true }).fill("Hartley Workwear Ltd");
  await page.getByLabel("Bank name", { exact: true }).fill("Northern Trade Bank");
  await page.getByLabel("Sort code", { exact: true }).fill("204577");
  await page.getByLabel("Account number", { exact: true }).fill("43218765");
  await page.getByLabel("Order payment reference", { exact: true }).fill("PAY {order}");
  await page.getByLabel("VAT number", { exact: true }).fill("GB 123 4567 89");
  await page.getByLabel("Title", { exact: true }).fill("Now open for trade accounts");
  await page
    .getByLabel("Message", { exact: true })
    .fill("Apply for a 30-day credit account today.");
  await save(page);
  await expect(page.getByText("The shop's bank details are still the demo's")).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("0113 496 0000")).toBeVisible();

  // A new visitor: the header's phone and the owner's announcement.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  const welcome = visitor.getByRole("dialog", { name: "Now open for trade accounts" });
  await expect(welcome).toContainText("Apply for a 30-day credit account today.");
  await welcome.getByRole("button", { name: "Got it, thanks!" }).click();
  await expect(
    visitor.getByRole("banner").getByRole("link", { name: /0113 496 0000/ }),
  ).toBeVisible();
  await expect(visitor.locator("footer")).toContainText(`© ${new Date().getFullYear()} Tradewear`);
  await visitor.goto("/contact-us");
  await expect(visitor.locator("main").getByRole("link", { name: "0113 496 0000" })).toBeVisible();

  // The checkout takes the order; the confirmation and the e-mail show where to pay.
  await visitor.goto(await checkoutPath(visitor.request));
  await visitor.getByLabel("Full name").fill("Sam Builder");
  await visitor.getByLabel("E-mail").fill("settings-journey@example.co.uk");
  await visitor.getByLabel("Address line 1").fill("1 High Street");
  await visitor.getByLabel("Town or city").fill("Leeds");
  await visitor.getByLabel("Postcode").fill("LS1 1AA");
  await visitor.getByRole("button", { name: "Place order" }).click();
  await expect(visitor).toHaveURL(/\/confirmation$/);
  const orderNumber = (await visitor.getByTestId("order-number").textContent())!;
  const details = visitor.getByRole("region", { name: "Pay by bank transfer" });
  await expect(details).toContainText("Northern Trade Bank");
  await expect(details).toContainText("20-45-77");
  await expect(details).toContainText("43218765");
  await expect(visitor.getByTestId("payment-reference")).toHaveText(`PAY ${orderNumber}`);
  const mail = await newestMail(baseURL!, "settings-journey@example.co.uk", orderNumber);
  expect(mail).toContain("Sort code: 20-45-77");
  expect(mail).toContain(`Reference: PAY ${orderNumber}`);
  expect(mail).toContain("Phone: 0113 496 0000");
  // Issue 14.5: the pro-forma goes with it as a PDF.
  expect(mail).toContain("Your pro-forma invoice is attached (PDF)");
  expect(mail).toContain(
    `Content-Disposition: attachment; filename="pro-forma-${orderNumber}.pdf"`,
  );
  await visitor.close();
});

test("a form saved after someone else's save is told so, and can load their version", async ({
  page,
  browser,
  baseURL,
}) => {
  await openSettingsAsAdmin(page, baseURL!);
  const other = await browser.newPage();
  await skipWelcome(other);
  await signInAs(other, "admin", baseURL!);
  await openSettings(other);
  await other.getByLabel("Opening hours", { exact: true }).fill("Mon–Fri 8am–6pm");
  await save(other);
  await other.close();

  await page.getByLabel("Phone", { exact: true }).fill("01632 960 123");
  await page.getByRole("button", { name: "Save settings" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Someone else saved the settings" });
  await expect(notice).toContainText("They changed: opening hours");
  await notice.getByRole("button", { name: "Load their version" }).click();
  await expect(page.getByLabel("Opening hours", { exact: true })).toHaveValue("Mon–Fri 8am–6pm");

  // Back to the demo's phone, hours and announcement for the other journeys; the bank stays.
  await page.getByLabel("Phone", { exact: true }).fill("01632 960 123");
  await page.getByLabel("Opening hours", { exact: true }).fill("Mon–Fri 9am–5pm");
  await page.getByLabel("Order payment reference", { exact: true }).fill("{order}");
  await page.getByLabel("Title", { exact: true }).fill("Welcome to Our New Website!");
  await page
    .getByLabel("Message", { exact: true })
    .fill(
      "We're still adding products to our newly built site, so you may not find everything from our range just yet. Thank you for your patience — if you need something you can't see, give us a call and we'll be happy to help.",
    );
  await save(page);
  await expect(page.getByRole("banner").getByText("01632 960 123")).toBeVisible();
});
