import { expect, openPage, seriousAccessibilityViolations, skipWelcome, test } from "./fixtures.ts";

const pages = [
  { path: "/", heading: "Built for the job. Branded for your business." },
  { path: "/collections", heading: "All Categories" },
  { path: "/delivery-information", heading: "Delivery Information" },
  { path: "/returns-policy", heading: "Returns Policy" },
  { path: "/size-guide", heading: "Size Guide" },
  { path: "/faq", heading: /Frequently Asked Questions|FAQ/ },
  { path: "/embroidery-and-printing", heading: /Embroidery/ },
  { path: "/bulk-orders", heading: /Bulk/ },
  { path: "/pricing", heading: "Embroidery & Printing Services" },
  { path: "/contact-us", heading: "Contact Us" },
  { path: "/privacy", heading: "Privacy Notice" },
  { path: "/terms", heading: "Terms and Conditions of Sale" },
  { path: "/no-such-page", heading: "Oops! Page not found" },
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, heading } of pages) {
      test(`${path} has its heading, a title and description, and no serious accessibility problems`, async ({
        page,
      }) => {
        await skipWelcome(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(/\| Tradewear$/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      });
    }
  });
}

test("the welcome announcement itself has no serious accessibility problems", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("an unknown path answers 404 with a way home", async ({ page }) => {
  await skipWelcome(page);
  const response = await page.goto("/this/path/does-not-exist");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the delivery and returns pages agree on the returns policy", async ({ page }) => {
  await skipWelcome(page);
  for (const path of ["/delivery-information", "/returns-policy"]) {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/30[- ]day/i);
    expect(text).toMatch(/14[- ]day/i);
  }
});

test("the size guide gives chest sizes in centimetres and inches and boot sizes in UK and EU", async ({
  page,
}) => {
  await skipWelcome(page);
  await page.goto("/size-guide");
  const tables = page.getByRole("table");
  expect(await tables.count()).toBeGreaterThanOrEqual(3);
  const text = await page.locator("main").innerText();
  expect(text).toMatch(/cm/);
  expect(text).toMatch(/inch|in\b|"/i);
  expect(text).toMatch(/EU/);
});

test("the FAQ explains how to open a credit account, where the header link points", async ({
  page,
}) => {
  await skipWelcome(page);
  await page.goto("/faq#credit-account");
  await expect(page.locator("#credit-account")).toBeVisible();
});

test("the pricing page marks what is quoted rather than ordered online: larger designs and text set-up", async ({
  page,
}) => {
  // Issue 21.5: online orders are priced from the Standard embroidery row with a logo set-up; the
  // Large row and a text-only design were shown as if they could be ordered.
  await openPage(page, "/pricing");
  const table = page.getByRole("table", { name: /Embroidery prices per item by design size/ });
  const row = (size: string) =>
    table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${size}`) }) });
  await expect(row("Large")).toContainText("Quote only: priced from your artwork");
  await expect(row("Standard")).not.toContainText("priced from your artwork");
  await expect(row("Standard")).toContainText("Quote only: send us the wording");
});

// Issue 21.4: the services page says the minimums the shop enforces (decision 035: embroidery
// from 10 a design, print from 1, as /pricing says them), and its portfolio is decorated: the demo
// customer's logo drawn on each garment by the mock-up.
test("the services page states the shop's own minimums and shows decorated samples", async ({
  page,
}) => {
  await openPage(page, "/embroidery-and-printing");
  const main = page.getByRole("main");
  await expect(main).not.toContainText(/25 pieces|Minimum 10 pieces/);
  const embroidery = main.getByRole("article").filter({ hasText: "Embroidery Services" });
  await expect(embroidery).toContainText("From 10 pieces per design");
  for (const title of ["Screen Printing", "Digital Printing"])
    await expect(main.getByRole("article").filter({ hasText: title })).toContainText(
      "From 1 piece",
    );
  const minimums = main.getByRole("heading", { name: "Minimum order quantities" }).locator("..");
  await expect(minimums.getByRole("listitem")).toHaveText([
    /Embroidery\s*10 pieces/,
    /Printing, screen or digital\s*1 piece/,
  ]);
  await expect(main.getByRole("listitem").filter({ hasText: "Back Center" })).toContainText(
    "+£4.00 per item (embroidery)",
  );

  const samples = page.locator("#portfolio ~ ul figure img");
  await expect(samples).toHaveCount(6);
  for (const sample of await samples.all()) {
    await sample.scrollIntoViewIfNeeded();
    await expect(sample).toHaveAttribute("alt", /Hartley logo/);
    await expect
      .poll(() => sample.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(600);
  }
  await expect(page).toHaveTitle(/Embroidery/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Embroidery from 10 pieces per design, printing from 1 piece\./,
  );
});
