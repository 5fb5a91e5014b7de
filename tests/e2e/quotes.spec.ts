import type { Page } from "@playwright/test";
import {
  addFromProductPage,
  expect,
  openPage,
  seriousAccessibilityViolations,
  test,
} from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

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
  // Only one request went: the refused one wrote nothing.
  await expect(page.getByTestId("quote-card")).toHaveCount(1);
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
