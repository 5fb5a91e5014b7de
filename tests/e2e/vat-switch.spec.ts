import type { Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 14.3: the header's switch shows every price inc or ex VAT first, remembered in a cookie;
// visitors start inc VAT, trade accounts ex VAT; what is charged never changes.

const polo = "/products/portwest-b210-essential-polo";
const switchIn = (page: Page) => page.getByRole("form", { name: "Prices shown first" });

test("a visitor reads inc VAT first, switches to ex VAT everywhere, and the choice is remembered", async ({
  page,
}) => {
  await openPage(page, polo);
  const price = page.getByRole("region", { name: "Price" });
  // The £9.25 polo: £11.10 inc VAT first for a visitor.
  await expect(price.locator("p").first()).toHaveText(/^£11\.10\s*inc VAT/);
  await expect(price).toContainText("£9.25 ex VAT");
  await expect(page.getByRole("columnheader", { name: "Per item inc VAT" })).toBeVisible();
  await expect(switchIn(page).getByRole("button", { name: "inc VAT" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await switchIn(page).getByRole("button", { name: "ex VAT" }).click();
  await expect(page).toHaveURL(new RegExp(`${polo}$`));
  await expect(price.locator("p").first()).toHaveText(/^£9\.25\s*ex VAT/);
  await expect(page.getByRole("columnheader", { name: "Per item ex VAT" })).toBeVisible();

  // Every page, also one sent from the page cache, and the basket, now lead with ex VAT.
  await openPage(page, "/collections/workwear");
  const card = page.getByRole("article").filter({ hasText: "Portwest B210 Essential Polo" });
  await expect(card).toContainText(/From £9\.25\s*ex VAT/);
  await openPage(page, polo);
  await page.getByRole("combobox", { name: "Size" }).selectOption("M");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await openPage(page, "/basket");
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByRole("columnheader").first()).toHaveText("ex VAT");
  const total = await page.getByTestId("order-total").textContent();

  await switchIn(page).getByRole("button", { name: "inc VAT" }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(summary.getByRole("columnheader").first()).toHaveText("inc VAT");
  await expect(page.getByTestId("line-total").locator("span").first()).toContainText("inc VAT");
  // The amount to pay is the same either way.
  await expect(page.getByTestId("order-total")).toHaveText(total!);
});

test("the switch works before the page's scripts load", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(polo);
  await switchIn(page).getByRole("button", { name: "ex VAT" }).click();
  await expect(page.getByRole("region", { name: "Price" }).locator("p").first()).toHaveText(
    /^£9\.25\s*ex VAT/,
  );
  await context.close();
});

test("a trade account reads ex VAT first until it chooses otherwise", async ({ page, baseURL }) => {
  await signInAs(page, "trade", baseURL!);
  await openPage(page, "/products/portwest-c472-hi-vis-two-band-and-brace-vest");
  const price = page.getByRole("region", { name: "Price" });
  // The trade customer's special price: £2.25 ex VAT.
  await expect(price.locator("p").first()).toHaveText(/^£2\.25\s*ex VAT/);
  await switchIn(page).getByRole("button", { name: "inc VAT" }).click();
  await expect(price.locator("p").first()).toHaveText(/^£2\.70\s*inc VAT/);
});
