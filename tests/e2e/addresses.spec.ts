import type { APIRequestContext, Page } from "@playwright/test";
import { expect, openMenu, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAsNewAccount } from "./new-account.ts";

// Issue 14.4: a buyer keeps delivery addresses in an address book, one of them the default, and
// the checkout fills the default in and offers the others. A fresh account each time: the demo
// accounts' credit panels are prefilled from their last order in other journeys.

const field = (page: Page, label: string) =>
  page.getByRole("form", { name: /address/ }).getByRole("textbox", { name: label });

async function fillAddress(page: Page, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address)) await field(page, label).fill(value);
}

/** A cart of two Navy / M polos made through the Storefront API; answers its checkout path. */
async function checkoutPath(request: APIRequestContext) {
  const answer = async (body: object) =>
    (await (await request.post("/api/2025-01/graphql.json", { data: body })).json()) as {
      data: any;
    };
  const product = await answer({
    query:
      'query { product(handle: "portwest-b210-essential-polo") { variants(first: 50) { nodes { id title } } } }',
  });
  const variant = product.data.product.variants.nodes.find(
    (each: { title: string }) => each.title === "Navy / M",
  ).id;
  const created = await answer({
    query: "mutation($input: CartInput){ cartCreate(input: $input){ cart{ checkoutUrl } } }",
    variables: { input: { lines: [{ merchandiseId: variant, quantity: 2 }] } },
  });
  return new URL(created.data.cartCreate.cart.checkoutUrl).pathname;
}

test("a buyer saves two addresses, picks a default, and the checkout fills it in and offers the other", async ({
  page,
  baseURL,
}) => {
  await signInAsNewAccount(page, baseURL!, { local: "addresses", name: "Sam Site" });
  await openPage(page, "/");
  await openMenu(page, page.getByRole("button", { name: /account menu/ }));
  await page.getByRole("menuitem", { name: "Addresses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your addresses" })).toBeVisible();
  await expect(page.getByText("No saved addresses yet")).toBeVisible();

  // A bad postcode is refused beside its field; nothing is saved.
  await fillAddress(page, {
    Name: "Sam Site",
    Company: "Hartley Build Ltd",
    "Address line 1": "Unit 3, Canal Yard",
    "Town or city": "Leeds",
    Postcode: "LS99",
  });
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(field(page, "Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("No saved addresses yet")).toBeVisible();

  await field(page, "Postcode").fill("ls11 5aa");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByRole("status")).toHaveText("Address saved.");
  await fillAddress(page, {
    Name: "Sam Site",
    Company: "",
    "Address line 1": "2 Quarry Lane",
    "Town or city": "Manchester",
    Postcode: "M1 1AE",
  });
  await page.getByRole("button", { name: "Add address" }).click();
  const cards = page.getByRole("region", { name: /Saved addresses/ }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("LS11 5AA");
  await expect(cards.first()).toContainText("Default");

  await cards.nth(1).getByRole("button", { name: "Make default" }).click();
  await expect(page.getByRole("status")).toHaveText("Default address changed.");
  await expect(cards.first()).toContainText("2 Quarry Lane");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await openPage(page, await checkoutPath(page.request));
  const deliverTo = page.getByLabel("Deliver to");
  await expect(deliverTo).toContainText("2 Quarry Lane, Manchester, M1 1AE (default)");
  await expect(page.getByLabel("Address line 1")).toHaveValue("2 Quarry Lane");
  await expect(page.getByLabel("Postcode")).toHaveValue("M1 1AE");
  await deliverTo.selectOption({
    label: "Sam Site, Hartley Build Ltd, Unit 3, Canal Yard, Leeds, LS11 5AA",
  });
  await expect(page.getByLabel("Address line 1")).toHaveValue("Unit 3, Canal Yard");
  await expect(page.getByLabel("Company")).toHaveValue("Hartley Build Ltd");
  await deliverTo.selectOption({ label: "A new address" });
  await expect(page.getByLabel("Address line 1")).toHaveValue("");
});
