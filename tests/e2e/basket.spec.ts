import type { Page } from "@playwright/test";
import {
  expect,
  seriousAccessibilityViolations,
  test,
  addFromProductPage,
  openPage,
} from "./fixtures.ts";

// Demo data: the Result R118 fleece is £12.95 ex VAT (server/demo/demo-catalogue-jackets.ts), the
// Gildan GD12 t-shirt £3.75 (demo-catalogue-tees-and-sweats.ts); embroidery 6-49 £3.50 each with a
// £9.95 set-up (DESIGN §3.3). Every figure below is hand-checked from DESIGN §3.
const fleece = "/products/result-r118-core-micron-fleece";
const tee = "/products/gildan-gd12-heavy-cotton-t-shirt";

const basketLine = (page: Page, name: string) =>
  page.getByRole("list", { name: "Basket items" }).getByRole("listitem").filter({ hasText: name });

const summary = (page: Page) => page.getByRole("region", { name: "Order summary" });

test.describe("the basket page", () => {
  test("an empty basket says so and offers a way back to the shop", async ({ page }) => {
    await openPage(page, "/basket");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your basket is empty" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page).toHaveTitle("Your Basket | Tradewear");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("shows the server's prices for the lines and updates them as the basket changes", async ({
    page,
  }) => {
    await addFromProductPage(page, fleece, { size: "L", quantity: 10, embroidery: "Chest Left" });
    await addFromProductPage(page, tee, { size: "M", quantity: 1 });
    await page.getByRole("link", { name: "Basket, 11 items" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Basket" })).toBeVisible();

    // Fleece: unit round(1295 × 95%) = 1230, + 350 embroidery, × 10 = 15800, + 995 set-up
    // = 16795 ex VAT, VAT 3359, 20154 inc VAT. T-shirt: 375 + 75 = 450. Delivery free above £75.
    const fleeceLine = basketLine(page, "Result R118 Core Micron Fleece");
    await expect(fleeceLine).toContainText("Black / L");
    await expect(fleeceLine).toContainText(/SKU: RS-R118-/);
    await expect(fleeceLine).toContainText("Embroidery, Chest Left");
    await expect(fleeceLine.getByTestId("line-total")).toContainText("£201.54");
    await fleeceLine.getByText("Price breakdown").click();
    await expect(fleeceLine.getByRole("definition")).toHaveText([
      "£12.30 each",
      "£3.50 each",
      "£9.95 once",
      "£167.95",
      "£33.59",
    ]);
    const teeLine = basketLine(page, "Gildan GD12 Heavy Cotton T-Shirt");
    await expect(teeLine.getByTestId("line-total")).toContainText("£4.50");
    await expect(summary(page)).toContainText("Subtotal (ex VAT)£171.70");
    await expect(summary(page)).toContainText("DeliveryFree");
    await expect(summary(page)).toContainText("VAT at 20%£34.34");
    await expect(page.getByTestId("order-total")).toHaveText("£206.04");
    await expect(page.getByText(/more for free delivery/)).toHaveCount(0);

    // A second t-shirt: 2 × 450 = 900.
    await teeLine.getByRole("button", { name: /^Increase quantity/ }).click();
    await expect(teeLine.getByLabel(/^Quantity of/)).toHaveText("2");
    await expect(page.getByTestId("order-total")).toHaveText("£210.54");

    // Without the fleece, £9.00 + £5.94 delivery, and £66.01 more (to £75.01) makes it free.
    await fleeceLine.getByRole("button", { name: /^Remove/ }).click();
    await expect(fleeceLine).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText("£14.94");
    await expect(summary(page)).toContainText("Delivery£4.95 + VAT");
    await expect(page.getByText("Spend £66.01 more for free delivery")).toBeVisible();

    await teeLine.getByRole("button", { name: /^Decrease quantity/ }).click();
    await expect(page.getByTestId("order-total")).toHaveText("£10.44");
    await expect(page.getByText("Spend £70.51 more for free delivery")).toBeVisible();
    await expect(teeLine.getByRole("button", { name: /^Decrease quantity/ })).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await teeLine.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByRole("heading", { name: "Your basket is empty" })).toBeVisible();
  });

  test("a tampered saved basket shows the server's prices and an item that no longer exists", async ({
    page,
  }) => {
    await addFromProductPage(page, tee, { size: "M", quantity: 1 });
    await page.evaluate(() => {
      const [line] = JSON.parse(window.localStorage.getItem("shop-cart") ?? "[]");
      const tampered = { ...line, pricePence: 1, basePricePence: 1, quantity: 3 };
      const gone = {
        ...line,
        id: "gone-1",
        variantId: "gid://shopify/ProductVariant/999999999",
        productId: "gid://shopify/Product/999999",
        name: "Discontinued Jacket",
        variant: "Red / XL",
        handle: "discontinued-jacket",
      };
      window.localStorage.setItem("shop-cart", JSON.stringify([tampered, gone]));
    });
    await openPage(page, "/basket");

    // 3 × 375 = 1125 ex VAT, 225 VAT, 1350 inc; + £5.94 delivery = £19.44.
    const teeLine = basketLine(page, "Gildan GD12 Heavy Cotton T-Shirt");
    await expect(teeLine.getByTestId("line-total")).toContainText("£13.50");
    const goneLine = basketLine(page, "Discontinued Jacket");
    await expect(goneLine.getByRole("alert")).toHaveText("This item is no longer available");
    await expect(goneLine.getByTestId("line-total")).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText("£19.44");
  });

  test("is laid out for a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addFromProductPage(page, tee, { size: "M", quantity: 2 });
    await openPage(page, "/basket");
    await expect(page.getByTestId("order-total")).toHaveText("£14.94");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toBeVisible();
  });
});
