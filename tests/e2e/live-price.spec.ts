import { type Page } from "@playwright/test";
import { expect, onePixelPng, openPage, subtotalExVat, test } from "./fixtures.ts";

// Issue 18.1: the price box follows the buyer's choice as it changes, priced by core/pricing as
// the basket will price it, and counts what the basket already holds of the product.

const hoodie = "/products/snickers-2860-allroundwork-zip-hoodie";
const priceBox = (page: Page) => page.getByRole("region", { name: "Price" });

async function configure(
  page: Page,
  {
    decoration,
    position,
    size = "L",
    quantity,
  }: { decoration: RegExp; position?: string; size?: string; quantity: number },
) {
  await page.getByRole("radio", { name: decoration }).click();
  if (position) await page.getByRole("combobox", { name: "Position" }).selectOption(position);
  await page.getByRole("combobox", { name: "Size" }).selectOption(size);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
}

test("the price box prices the hoodie with embroidery at the back × 30 as the basket does", async ({
  page,
}) => {
  await openPage(page, hoodie);
  const box = priceBox(page);
  await expect(box).toContainText("£39.95");
  await expect(box).not.toContainText("Total");

  await configure(page, { decoration: /Embroidery/, quantity: 30 });
  // No position yet: the garment alone, and a prompt for the position.
  await expect(box).toContainText("Choose a position to see the embroidery price");
  await page.getByRole("combobox", { name: "Position" }).selectOption("Back Center");
  await expect(box.getByText("£43.46", { exact: true })).toBeVisible();
  await expect(box).toContainText("Garment (£39.95 less 10%)£35.96");
  await expect(box).toContainText("Back Center position+£4.00");
  await expect(box).toContainText("Set-upFree on orders over £1,000");
  // A visitor reads the inc VAT total first (issue 14.3).
  await expect(box).toContainText("Total for 30 items inc VAT£1,564.56");
  await expect(box).toContainText("Total ex VAT£1,303.80");

  // Fewer items: the break and the waiver go, and the set-up fee is charged.
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("12");
  await expect(box).toContainText("Garment (£39.95 less 5%)£37.95");
  await expect(box).toContainText("Set-up£9.95, once per design");
  await expect(box).toContainText("Total for 12 items inc VAT£666.42");
  await expect(box).toContainText("Total ex VAT£555.35");

  await page.getByRole("spinbutton", { name: "Quantity" }).fill("30");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();

  await page.goto("/basket");
  expect(await subtotalExVat(page)).toBe("£1,303.80");
});

test("what the basket holds of the product counts toward the price being configured", async ({
  page,
}) => {
  await openPage(page, hoodie);
  await configure(page, { decoration: /Plain/, quantity: 20 });
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();

  // 20 in the basket and 5 more make 25: 10 % off, where 5 alone would have none.
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("5");
  const box = priceBox(page);
  await expect(box).toContainText("Garment (£39.95 less 10%)£35.96");
  await expect(box).toContainText("20 already in your basket: 12% off from 50.");
  await expect(box).toContainText("Total ex VAT£179.80");
});

// Issue 18.5: the same file chosen again is the same design, so one decoration group and one
// set-up fee, however many times the buyer uploads it.
test("uploading the same logo for a second size gives one design and one set-up fee", async ({
  page,
}) => {
  const box = priceBox(page);
  // 10 first: embroidery is made from 10 pieces a design (issue 15.5); the 2 M join them.
  for (const [size, quantity] of [
    ["L", 10],
    ["M", 2],
  ] as const) {
    await openPage(page, hoodie);
    await configure(page, { decoration: /Embroidery/, position: "Chest Left", size, quantity });
    await page
      .getByLabel("Your design (optional)")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: onePixelPng });
    await expect(page.getByText("Design uploaded: logo.png")).toBeVisible();
    await expect(box).toContainText(
      size === "L" ? "Set-up£9.95, once per design" : "Set-upIn your basket already",
    );
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  }
  const saved = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("shop-cart") ?? "[]"),
  );
  expect(saved).toHaveLength(2);
  expect(saved[1].designId).toBe(saved[0].designId);

  // 12 hoodies at round(£39.95 × 95%) = £37.95 + £3.50 embroidery (6-49), and £9.95 set-up
  // once: 12 × £41.45 + £9.95 = £507.35.
  await page.goto("/basket");
  expect(await subtotalExVat(page)).toBe("£507.35");
});
