import type { APIRequestContext } from "@playwright/test";
import { expect, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";

// Issue 4 item 5, DESIGN §5: the hosted checkout of a Storefront API cart — priced on the server,
// UK address, bank transfer (pro-forma), one order per cart, a confirmation page.
const polo = "fruit-of-the-loom-sc63-premium-pique-polo";
const boots = "dewalt-apex-s3-safety-boot";

type GraphQLAnswer<T> = { data: T; errors?: { message: string }[] };

async function storefront<T>(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post("/api/2025-01/graphql.json", { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as GraphQLAnswer<T>;
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

async function firstAvailableVariant(request: APIRequestContext, handle: string) {
  const data = await storefront<{
    productByHandle: { variants: { edges: { node: { id: string; availableForSale: boolean } }[] } };
  }>(
    request,
    "query($handle: String!){ productByHandle(handle: $handle){ variants(first: 50){ edges{ node{ id availableForSale } } } } }",
    { handle },
  );
  const variant = data.productByHandle.variants.edges.find((edge) => edge.node.availableForSale);
  if (!variant) throw new Error(`${handle} has no available variant`);
  return variant.node.id;
}

/** A cart of `poloCount` embroidered polos and a pair of boots; answers its checkout path. */
async function createCart(request: APIRequestContext, poloCount = 10) {
  const poloId = await firstAvailableVariant(request, polo);
  const bootsId = await firstAvailableVariant(request, boots);
  const data = await storefront<{
    cartCreate: { cart: { checkoutUrl: string }; userErrors: { message: string }[] };
  }>(
    request,
    "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } userErrors{ message } } }",
    {
      input: {
        lines: [
          {
            merchandiseId: poloId,
            quantity: poloCount,
            attributes: [
              { key: "_decoration_type", value: "embroidery" },
              { key: "_decoration_position", value: "Chest Left" },
            ],
          },
          { merchandiseId: bootsId, quantity: 1 },
        ],
      },
    },
  );
  expect(data.cartCreate.userErrors).toEqual([]);
  return new URL(data.cartCreate.cart.checkoutUrl).pathname;
}

test.describe("the hosted checkout", () => {
  test("refuses a bad postcode, places the order once and shows its confirmation", async ({
    page,
  }) => {
    await skipWelcome(page);
    const checkoutPath = await createCart(page.request);
    await page.goto(checkoutPath);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByTestId("order-line")).toHaveCount(2);
    await expect(page.getByText("Embroidery, Chest Left")).toBeVisible();
    // Issue 21.2: garments, embroidery and set-up each with its amount, adding up to the line.
    const embroidered = page.getByTestId("order-line").first();
    const parts = await embroidered.getByRole("definition").allTextContents();
    expect(parts).toHaveLength(3);
    const pence = (text: string) => Math.round(Number(text.replace(/[£,]|\s*ex VAT$/g, "")) * 100);
    const lineTotal = await embroidered.getByTestId("line-ex-vat").textContent();
    expect(parts.reduce((sum, part) => sum + pence(part), 0)).toBe(pence(lineTotal!));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const total = (await page.getByTestId("order-total").textContent())!;
    expect(total).toMatch(/^£\d[\d,]*\.\d\d$/);

    await page.getByLabel("Full name").fill("Sam Builder");
    await page.getByLabel("E-mail").fill("sam@example.co.uk");
    await page.getByLabel("Address line 1").fill("1 High Street");
    await page.getByLabel("Town or city").fill("Leeds");
    await page.getByLabel("Postcode").fill("12345");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Enter a valid UK postcode, e.g. SW1A 1AA")).toBeVisible();
    await expect(page).toHaveURL(checkoutPath);

    await page.getByLabel("Postcode").fill("ls1 1aa");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(/Thank you — order TW-\d{6,} placed/);
    const orderNumber = (await page.getByTestId("order-number").textContent())!;
    await expect(page.getByTestId("order-total")).toHaveText(total);
    await expect(page.getByText("sam@example.co.uk")).toBeVisible();
    await expect(page.getByText("Sort code")).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
    await expect(page.getByTestId("order-total")).toHaveText(total);

    await page.goto(checkoutPath);
    await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  });

  test("the server refuses bad input with 400 and a delivery outside the UK", async ({ page }) => {
    await skipWelcome(page);
    const checkoutPath = await createCart(page.request);
    const response = await page.request.post(checkoutPath, {
      form: {
        name: "Sam Builder",
        email: "sam@example.co.uk",
        line1: "1 Main Street",
        city: "Dublin",
        postcode: "D02 X285",
        country: "IE",
        billingSame: "on",
      },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toMatch(
      /id="country-error"[^>]*>We deliver to UK addresses only/,
    );
    await page.goto(checkoutPath);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  });
  test("flags 500 embroidered polos as price on application, on the checkout and the confirmation", async ({
    page,
  }) => {
    await skipWelcome(page);
    const checkoutPath = await createCart(page.request, 500);
    await page.goto(checkoutPath);
    await page.waitForLoadState("networkidle");
    const quote = "Decoration: price on application — we will send a quote";
    await expect(page.getByTestId("order-line").first()).toContainText(quote);
    await expect(page.getByTestId("order-line").nth(1)).not.toContainText(quote);
    await page.getByLabel("Full name").fill("Sam Builder");
    await page.getByLabel("E-mail").fill("sam@example.co.uk");
    await page.getByLabel("Address line 1").fill("1 High Street");
    await page.getByLabel("Town or city").fill("Leeds");
    await page.getByLabel("Postcode").fill("LS1 1AA");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(`${checkoutPath}/confirmation`);
    await expect(page.getByTestId("price-on-application")).toHaveCount(1);
    await expect(page.getByText("Some decoration is priced on application")).toBeVisible();
  });
});
