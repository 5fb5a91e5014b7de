import type { Page } from "@playwright/test";
import {
  basketSummaryColumn,
  basketSummaryRow,
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

/** The quantities of the basket saved in the browser, line by line. */
const savedQuantities = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(window.localStorage.getItem("shop-cart") ?? "[]") as { quantity: number }[]).map(
      (line) => line.quantity,
    ),
  );

const pence = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/** Issue 18.4: the lines' ex VAT and inc VAT figures add up to the summary's items row. */
async function expectLinesAddUp(page: Page) {
  const items = (await basketSummaryRow(page, "Items").getByRole("cell").allInnerTexts()).map(
    pence,
  );
  const itemsEx = items[await basketSummaryColumn(page, "ex VAT")];
  const itemsInc = items[await basketSummaryColumn(page, "inc VAT")];
  const sum = async (testId: string) =>
    (await page.getByTestId(testId).allInnerTexts()).map(pence).reduce((a, b) => a + b, 0);
  expect(await sum("line-ex-vat")).toBe(itemsEx);
  expect(await sum("line-inc-vat")).toBe(itemsInc);
}

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
    // Issue 18.4: every figure says whether it is ex or inc VAT.
    await expect(fleeceLine.getByTestId("line-ex-vat")).toHaveText("£167.95 ex VAT");
    await expect(fleeceLine.getByTestId("line-inc-vat")).toHaveText("£201.54 inc VAT");
    await expect(fleeceLine.getByTestId("line-total")).toContainText("£20.15 each inc VAT");
    await fleeceLine.getByText("Price breakdown").click();
    await expect(fleeceLine.getByRole("definition")).toHaveText([
      "£12.30 each",
      "£3.50 each",
      "£9.95 once",
      "£167.95",
      "£33.59",
      "£201.54",
    ]);
    const teeLine = basketLine(page, "Gildan GD12 Heavy Cotton T-Shirt");
    await expect(teeLine.getByTestId("line-ex-vat")).toHaveText("£3.75 ex VAT");
    await expect(teeLine.getByTestId("line-inc-vat")).toHaveText("£4.50 inc VAT");
    // The lines add up to the summary in both columns: £201.54 + £4.50 inc, £167.95 + £3.75 ex.
    // A visitor reads inc VAT first (issue 14.3).
    await expect(summary(page).getByRole("columnheader")).toHaveText(["inc VAT", "ex VAT"]);
    await expect(basketSummaryRow(page, "Items").getByRole("cell")).toHaveText([
      "£206.04",
      "£171.70",
    ]);
    await expect(basketSummaryRow(page, "Delivery").getByRole("cell")).toHaveText(["Free"]);
    await expect(page.getByTestId("order-vat")).toHaveText("£34.34");
    await expect(
      summary(page).getByRole("rowheader", { name: "Total to pay inc VAT" }),
    ).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("£206.04");
    await expect(page.getByText(/more \(inc VAT\) for free delivery/)).toHaveCount(0);
    await expectLinesAddUp(page);

    // A second t-shirt: 2 × 450 = 900.
    await teeLine.getByRole("button", { name: /^Increase quantity/ }).click();
    await expect(teeLine.getByRole("spinbutton", { name: /^Quantity of/ })).toHaveValue("2");
    await expect(page.getByTestId("order-total")).toHaveText("£210.54");

    // Without the fleece, £9.00 + £5.94 delivery, and £66.01 more (to £75.01) makes it free.
    await fleeceLine.getByRole("button", { name: /^Remove/ }).click();
    await expect(fleeceLine).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toHaveText("£14.94");
    await expect(basketSummaryRow(page, "Items").getByRole("cell")).toHaveText(["£9.00", "£7.50"]);
    await expect(basketSummaryRow(page, "Delivery").getByRole("cell")).toHaveText([
      "£5.94",
      "£4.95",
    ]);
    await expect(page.getByTestId("order-vat")).toHaveText("£2.49");
    await expect(page.getByText("Spend £66.01 more (inc VAT) for free delivery")).toBeVisible();

    await teeLine.getByRole("button", { name: /^Decrease quantity/ }).click();
    await expect(page.getByTestId("order-total")).toHaveText("£10.44");
    await expect(page.getByText("Spend £70.51 more (inc VAT) for free delivery")).toBeVisible();
    await expect(teeLine.getByRole("button", { name: /^Decrease quantity/ })).toBeDisabled();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await teeLine.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByRole("heading", { name: "Your basket is empty" })).toBeVisible();
  });

  // Issue 18.3: a typed quantity, checked as on the product page (whole, at least 1).
  test("takes a typed quantity in one edit, refuses what it cannot read and asks before 0 removes the line", async ({
    page,
  }) => {
    await addFromProductPage(page, tee, { size: "M", quantity: 25 });
    await addFromProductPage(page, fleece, { size: "L", quantity: 1 });
    await openPage(page, "/basket");
    const teeLine = basketLine(page, "Gildan GD12 Heavy Cotton T-Shirt");
    const field = teeLine.getByRole("spinbutton", {
      name: "Quantity of Gildan GD12 Heavy Cotton T-Shirt",
    });
    await expect(field).toHaveValue("25");
    // 25 × round(375 × 90%) = 25 × 338.
    await expect(teeLine.getByTestId("line-ex-vat")).toHaveText("£84.50 ex VAT");

    // 25 → 250: typed whole, the basket takes it when the field is done with (Enter), not on
    // every keystroke. 250 × round(375 × 85%) = 250 × 319 = 79750, VAT 15950.
    await field.fill("250");
    expect(await savedQuantities(page)).toEqual([25, 1]);
    await field.press("Enter");
    await expect.poll(() => savedQuantities(page)).toEqual([250, 1]);
    await expect(page.getByText("251 items")).toBeVisible();
    await expect(teeLine.getByTestId("line-ex-vat")).toHaveText("£797.50 ex VAT");
    await expect(teeLine.getByTestId("line-inc-vat")).toHaveText("£957.00 inc VAT");
    await expectLinesAddUp(page);

    // A fraction is floored, as on the product page; leaving the field also takes the number.
    await field.fill("30.7");
    await field.blur();
    await expect(field).toHaveValue("30");
    await expect.poll(() => savedQuantities(page)).toEqual([30, 1]);

    // Nothing readable, or more than one line holds: the line keeps its quantity, and says why.
    await field.fill("");
    await field.press("Enter");
    await expect(teeLine.getByRole("alert")).toHaveText(
      "Enter a whole number of items, 1 or more (kept at 30)",
    );
    await expect(field).toHaveValue("30");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("100001");
    await field.press("Enter");
    await expect(teeLine.getByRole("alert")).toHaveText(
      "A line holds at most 100,000 items: for more, please call us (kept at 30)",
    );
    expect(await savedQuantities(page)).toEqual([30, 1]);
    await field.fill("31");
    await field.press("Enter");
    await expect(teeLine.getByRole("alert")).toHaveCount(0);
    await expect.poll(() => savedQuantities(page)).toEqual([31, 1]);

    // 0 asks first: keeping it leaves the line as it was, confirming removes it.
    await field.fill("0");
    await field.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Remove Gildan GD12 Heavy Cotton T-Shirt?" });
    await expect(dialog).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep 31" }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue("31");
    expect(await savedQuantities(page)).toEqual([31, 1]);
    await field.fill("0");
    await field.press("Enter");
    await dialog.getByRole("button", { name: "Remove from basket" }).click();
    await expect(teeLine).toHaveCount(0);
    await expect.poll(() => savedQuantities(page)).toEqual([1]);
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
    await expect(teeLine.getByTestId("line-inc-vat")).toHaveText("£13.50 inc VAT");
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
