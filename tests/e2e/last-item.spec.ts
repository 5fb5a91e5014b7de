import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, skipWelcome, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 11.4: the last one of a size, wanted by two buyers at once. The owner stocks a beanie with
// one left; two shoppers, each in their own browser, fill in the checkout and press "Place order"
// together. One gets the order; the other is told the size is out of stock, and the beanie then
// shows as out of stock in the shop.

type Answer<T> = { data: T; errors?: { message: string }[] };

async function cartOf(request: APIRequestContext, variantId: string): Promise<string> {
  const response = await request.post("/api/2025-01/graphql.json", {
    data: {
      query:
        "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } userErrors{ message } } }",
      variables: { input: { lines: [{ merchandiseId: variantId, quantity: 1 }] } },
    },
  });
  const answer = (await response.json()) as Answer<{
    cartCreate: { cart: { checkoutUrl: string }; userErrors: { message: string }[] };
  }>;
  expect(answer.data.cartCreate.userErrors).toEqual([]);
  return new URL(answer.data.cartCreate.cart.checkoutUrl).pathname;
}

async function shopperAtCheckout(browser: Browser, variantId: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipWelcome(page);
  const checkoutPath = await cartOf(page.request, variantId);
  await page.goto(checkoutPath);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(`${name.split(" ")[0]!.toLowerCase()}@example.co.uk`);
  await page.getByLabel("Address line 1").fill("1 High Street");
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 1AA");
  return { page, checkoutPath };
}

async function outcomeOf(page: Page, checkoutPath: string): Promise<"order" | "refused"> {
  const ordered = page.waitForURL(`**${checkoutPath}/confirmation`).then(() => "order" as const);
  const refused = page
    .getByText("this variant is out of stock — please remove it from your basket")
    .waitFor()
    .then(() => "refused" as const);
  return Promise.race([ordered, refused]);
}

test("two buyers of the last beanie at once: one order, one clear refusal", async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  const title = `Last Beanie ${Date.now()}`;
  await signInAs(page, "admin", baseURL!);
  const created = await page.request.post("/api/admin/products", {
    data: {
      title,
      status: "active",
      variants: [
        {
          optionValues: [],
          sku: `LAST-${Date.now()}`,
          price: "6.50",
          inventoryTracked: true,
          inventoryQuantity: 1,
        },
      ],
    },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const product = await page.request.get(`/api/admin/products/${id}`);
  const variantId = `gid://shopify/ProductVariant/${((await product.json()) as { variants: { id: number }[] }).variants[0]!.id}`;

  const first = await shopperAtCheckout(browser, variantId, "Sam Builder");
  const second = await shopperAtCheckout(browser, variantId, "Alex Joiner");
  const outcomes = await Promise.all(
    [first, second].map(async ({ page: shopper, checkoutPath }) => {
      await shopper.getByRole("button", { name: "Place order" }).click();
      return outcomeOf(shopper, checkoutPath);
    }),
  );
  expect(outcomes.sort()).toEqual(["order", "refused"]);

  const after = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as {
    variants: { inventoryQuantity: number }[];
  };
  expect(after.variants[0]!.inventoryQuantity).toBe(0);
  const handle = (await created.json()) as { handle: string };
  await page.goto(`/products/${handle.handle}`);
  await expect(page.getByText("Out of stock").first()).toBeVisible();
});
