import { expect, openPage, seriousAccessibilityViolations, tabTo, test } from "./fixtures.ts";
import { signInAsNewAccount } from "./new-account.ts";
import { signInAs } from "./sign-in.ts";

// Issue 14.6 and 14.7, by keyboard alone (no clicks after the pages open): the admin takes a line
// off a quote request and adds another product in its place, prices it, saves and sends; the
// buyer accepts it to a delivery address of their own, a wrong postcode first refused beside its
// field. A fresh account asks, so it has no saved address and no earlier order to offer.

const polo = "portwest-b210-essential-polo";

test("by keyboard alone, the admin swaps a quote's line for another product and the buyer accepts it to a new address", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await signInAsNewAccount(buyer, baseURL!, { local: "quote-keys", name: "Sam Keys" });
  const product = await buyer.request.post("/api/2025-01/graphql.json", {
    data: {
      query: `{ productByHandle(handle: "${polo}") { variants(first: 50) { nodes { id title } } } }`,
    },
  });
  const variants = (
    (await product.json()) as {
      data: { productByHandle: { variants: { nodes: { id: string; title: string }[] } } };
    }
  ).data.productByHandle.variants.nodes;
  const variant = (title: string) => variants.find((each) => each.title === title)!.id;
  const requested = await buyer.request.post("/api/functions/request-quote", {
    data: {
      basketItems: [
        { variantId: variant("Navy / M"), quantity: 40 },
        { variantId: variant("Navy / L"), quantity: 10 },
      ],
      notes: "Can you do the vests too?",
    },
  });
  expect(requested.status()).toBe(201);
  const { quoteNumber } = (await requested.json()) as { quoteNumber: string };

  await signInAs(page, "admin", baseURL!);
  const list = await page.request.get(`/api/admin/lists/quotes?q=${quoteNumber}`);
  const id = ((await list.json()) as { data: { rows: { id: string }[] } }).data.rows[0]!.id;
  await openPage(page, `/admin/quotes/${id}`);
  const keys = page.keyboard;

  // The 10 large polos come off.
  await tabTo(page, page.getByRole("button", { name: /^Remove line 2, / }));
  await keys.press("Enter");
  await expect(page.getByRole("button", { name: /^Remove line/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Lines" })).toBeFocused();

  // 25 hi-vis vests go on, found by name, at £3.10 each.
  await tabTo(page, page.getByRole("searchbox", { name: "Find a product" }));
  await keys.type("C472");
  const match = page
    .getByRole("list", { name: "Matching products" })
    .getByRole("button", { name: /Hi-Vis Two Band/ });
  await tabTo(page, match);
  await keys.press("Enter");
  const size = page.getByRole("combobox", { name: "Size and colour" });
  await expect(size).toBeFocused();
  await keys.press("ArrowDown");
  await expect(size).not.toHaveValue("");
  await keys.press("Tab");
  await expect(page.getByRole("textbox", { name: "Quantity" })).toBeFocused();
  await keys.press("ControlOrMeta+A");
  await keys.type("x");
  await keys.press("Enter");
  await expect(page.getByText("Enter a whole number from 1 to 100,000")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toBeFocused();
  await keys.press("ControlOrMeta+A");
  await keys.type("25");
  await keys.press("Enter");
  const price = page.getByLabel("Garment price each for line 2");
  await expect(price).toBeFocused();
  await keys.press("ControlOrMeta+A");
  await keys.type("3.10");
  const row = page.getByRole("row").filter({ hasText: "Hi-Vis Two Band" });
  await expect(row).toContainText("New: not saved yet");
  // 25 × £3.10 = £77.50
  await expect(row).toContainText("£77.50");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
  await keys.press("Enter");
  await expect(page.getByText(`Quote ${quoteNumber} saved`)).toBeVisible();
  await expect(row).not.toContainText("New: not saved yet");
  await tabTo(page, page.getByRole("button", { name: "Send to customer" }));
  await keys.press("Enter");
  await expect(page.getByText(`Quote ${quoteNumber} sent`)).toBeVisible();

  // The buyer: 40 polos and 25 vests, to a site address; a wrong postcode is refused first.
  await openPage(buyer, "/account/quotes");
  const card = buyer.getByRole("article", { name: `Quote ${quoteNumber}` });
  await expect(card).toContainText("25 × Portwest C472 Hi-Vis Two Band & Brace Vest");
  await expect(card).not.toContainText("10 × ");
  const buyerKeys = buyer.keyboard;
  await tabTo(buyer, card.getByRole("radio", { name: /By bank transfer/ }));
  await buyerKeys.press("Space");
  await expect(card.getByRole("radio", { name: /By bank transfer/ })).toBeChecked();
  await tabTo(buyer, card.getByLabel("Address line 1"));
  await buyerKeys.type("Plot 7, Canal Wharf");
  await tabTo(buyer, card.getByLabel("Town or city"));
  await buyerKeys.type("Leeds");
  await buyerKeys.press("Tab");
  await expect(card.getByLabel("Postcode")).toBeFocused();
  await buyerKeys.type("LS99");
  await buyerKeys.press("Enter");
  const postcode = card.getByLabel("Postcode");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toBeFocused();
  await expect(card.getByText(/postcode/i).last()).toBeVisible();
  expect(await seriousAccessibilityViolations(buyer)).toEqual([]);
  await buyerKeys.press("ControlOrMeta+A");
  await buyerKeys.type("ls11 5sd");
  await buyerKeys.press("Enter");
  const accepted = card.getByText(/You accepted this quote: it is order TW-\d+/);
  await expect(accepted).toBeVisible();
  const orderNumber = /TW-\d+/.exec((await accepted.textContent())!)![0];

  await openPage(buyer, `/account/orders/${orderNumber}`);
  await expect(buyer.getByRole("main")).toContainText("Plot 7, Canal Wharf");
  await expect(buyer.getByRole("main")).toContainText("LS11 5SD");
  await context.close();
});
