import type { Page } from "@playwright/test";
import { expect, skipWelcome, test } from "./fixtures.ts";

// Issue 4 "Done when": polo ×10 embroidered Chest Left + boots ×1 plain → the basket's figures →
// checkout in a new tab with the same total → the demo discount code applied → order placed →
// confirmation with its order number, the discount and the discounted total.
const polo = "/products/fruit-of-the-loom-sc63-premium-pique-polo";
const boots = "/products/dewalt-apex-s3-safety-boot";

async function add(page: Page, path: string, choose: (page: Page) => Promise<void>) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await choose(page);
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
}

test("a shopper orders ten embroidered polos and a pair of boots with a discount code, and gets an order number", async ({
  page,
  context,
}) => {
  await skipWelcome(page);
  // The checkout opens in a new tab of the same browser, where the welcome must not show either.
  await context.addInitScript(() =>
    window.localStorage.setItem("welcome-announcement-dismissed", "true"),
  );
  await add(page, polo, async (p) => {
    await p.getByRole("radio", { name: /Embroidery/ }).click();
    await p.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
    await p.getByRole("combobox", { name: "Size" }).selectOption("L");
    await p.getByRole("spinbutton", { name: "Quantity" }).fill("10");
  });
  await add(page, boots, async (p) => {
    await p.getByRole("combobox", { name: "Size" }).selectOption("9");
  });

  await page.goto("/basket");
  await page.waitForLoadState("networkidle");
  const basketTotal = page.getByTestId("order-total");
  await expect(basketTotal).toHaveText(/^£\d[\d,]*\.\d\d$/);
  const total = (await basketTotal.textContent())!;
  await expect(page.getByText("Embroidery, Chest Left").first()).toBeVisible();

  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Checkout" }).click(),
  ]);
  await checkout.waitForURL(/\/checkout\/[^/?]+\?_fd=0$/);
  await checkout.waitForLoadState("networkidle");
  // Issue 18.2: the basket stays until the order is placed.
  await expect(page.getByText("Your secure checkout is open in another tab.")).toBeVisible();
  await expect(basketTotal).toHaveText(total);

  // The checkout prices the order on the server: the same total as the basket showed.
  await expect(checkout.getByTestId("order-total")).toHaveText(total);

  // A discount code: a mistyped one is refused beside the field, the demo code takes 10% off.
  const codeField = checkout.getByRole("textbox", { name: "Discount code" });
  await codeField.fill("WELCOME1");
  await checkout.getByRole("button", { name: "Apply" }).click();
  await expect(
    checkout.getByText("WELCOME1 can't be used on this order.", { exact: false }),
  ).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(checkout.getByTestId("order-total")).toHaveText(total);
  await codeField.fill("welcome10");
  await checkout.getByRole("button", { name: "Apply" }).click();
  await expect(checkout.getByText("welcome10 applied.")).toBeVisible();
  await expect(checkout.getByTestId("order-discount")).toHaveText(/^−£\d[\d,]*\.\d\d$/);
  await expect(checkout.getByTestId("order-total")).not.toHaveText(total);
  const discountedTotal = (await checkout.getByTestId("order-total").textContent())!;
  const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ""));
  expect(pounds(discountedTotal)).toBeLessThan(pounds(total));

  await checkout.getByLabel("Full name").fill("Sam Builder");
  await checkout.getByLabel("E-mail").fill("sam@example.co.uk");
  await checkout.getByLabel("Address line 1").fill("1 High Street");
  await checkout.getByLabel("Town or city").fill("Leeds");
  await checkout.getByLabel("Postcode").fill("LS1 1AA");
  await checkout.getByRole("button", { name: "Place order" }).click();

  await expect(checkout.getByRole("heading", { level: 1 })).toContainText(
    /Thank you — order TW-\d{6,} placed/,
  );
  await expect(checkout.getByTestId("order-total")).toHaveText(discountedTotal);
  await expect(checkout.getByText("Discount (WELCOME10)")).toBeVisible();
  await expect(checkout.getByText("sam@example.co.uk")).toBeVisible();
  // Placed: the basket tab empties itself and says why.
  await expect(page.getByRole("heading", { level: 1, name: "Your basket is empty" })).toBeVisible();
  await expect(page.getByText("Your order has been placed")).toBeVisible();
});
