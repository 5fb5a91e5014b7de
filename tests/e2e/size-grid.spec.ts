import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";

// Issue 14.1: a size run from one grid on the product page. The whole run earns its quantity
// break and decoration tier, sizes typed for one colour stay when the buyer switches to another,
// and one button adds them all.

const polo = "/products/portwest-b210-essential-polo";

test("5 S, 10 M, 10 L and 5 XL of an embroidered polo go into the basket from one grid at the run's price", async ({
  page,
}) => {
  await openPage(page, polo);
  await page.getByRole("radio", { name: "Several sizes" }).check();
  await expect(page.getByRole("combobox", { name: "Size" })).toHaveCount(0);
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");

  // By keyboard: from the XS box, Tab moves size by size.
  await page.getByRole("textbox", { name: "Size XS" }).focus();
  for (const quantity of ["", "5", "10", "10", "5"]) {
    if (quantity) await page.keyboard.type(quantity);
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("textbox", { name: "Size XL" })).toHaveValue("5");

  const price = page.getByRole("region", { name: "Price" });
  // 30 of the £9.25 polo earn 10% off on every size, though no size reaches 25 alone.
  await expect(price).toContainText("Garments: 30 items × £8.33 (10% off)");
  await expect(price).toContainText("Embroidery, Chest Left (30 with this design)");
  // A visitor reads inc VAT first (issue 14.3).
  const total = await price.getByText("Total for 30 items inc VAT").locator("+ dd").textContent();
  const summary = page.getByRole("region", { name: "Your sizes" });
  await expect(summary).toContainText(`30 items: ${total} inc VAT`);
  await expect(summary).toContainText("Navy: 5 S, 10 M, 10 L, 5 XL");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added 30 items to your basket")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Size M" })).toHaveValue("");

  await openPage(page, "/basket");
  await expect(page.getByText("30 items", { exact: true })).toBeVisible();
  for (const size of ["S", "M", "L", "XL"])
    await expect(page.getByText(`Navy / ${size}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Items \(30\)/ })).toContainText(total!);
});

test("sizes typed for one colour stay when the buyer switches to another, and both are added", async ({
  page,
}) => {
  await openPage(page, polo);
  await page.getByRole("radio", { name: "Several sizes" }).check();
  await page.getByRole("textbox", { name: "Size M" }).fill("6");
  await page.getByRole("button", { name: "Black", exact: true }).click();
  await expect(page.getByRole("group", { name: /Quantity per size — Black/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Size M" })).toHaveValue("");
  await page.getByRole("textbox", { name: "Size L" }).fill("4");

  const summary = page.getByRole("region", { name: "Your sizes" });
  await expect(summary).toContainText("10 items");
  await expect(summary).toContainText("Navy: 6 M");
  await expect(summary).toContainText("Black: 4 L");
  // Ten of the product in all: 5% off on both colours.
  await expect(page.getByRole("region", { name: "Price" })).toContainText(
    "Garments: 10 items × £8.79 (5% off)",
  );

  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added 10 items to your basket")).toBeVisible();
  await openPage(page, "/basket");
  await expect(page.getByText("Navy / M", { exact: true })).toBeVisible();
  await expect(page.getByText("Black / L", { exact: true })).toBeVisible();
});

test("a box that is not a whole number is marked beside it and nothing is added", async ({
  page,
}) => {
  await openPage(page, polo);
  await page.getByRole("radio", { name: "Several sizes" }).check();
  const add = page.getByRole("button", { name: "Add to Basket" });
  await expect(add).toBeDisabled();

  await page.getByRole("textbox", { name: "Size S" }).fill("3");
  const box = page.getByRole("textbox", { name: "Size M" });
  await box.fill("2.5");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(/Enter a whole number of items/);
  await add.click();
  await expect(page.getByText(/Please check the sizes marked/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();

  await box.fill("");
  await add.click();
  await expect(page.getByText("Added 3 items to your basket")).toBeVisible();
});

test("a shirt sized by collar asks for its sleeve first, then takes a quantity per collar size", async ({
  page,
}) => {
  await openPage(page, "/products/russell-collection-r936-easycare-oxford-shirt");
  await page.getByRole("radio", { name: "Several sizes" }).check();
  await expect(page.getByText("Choose a sleeve to enter a quantity for each size.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: 'Size 15"' })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Sleeve" }).selectOption("Long Sleeve");
  await expect(
    page.getByRole("group", { name: /Quantity per size — White, Long Sleeve/ }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: 'Size 15"' }).fill("2");
  await page.getByRole("textbox", { name: 'Size 16"' }).fill("3");
  await expect(page.getByRole("region", { name: "Your sizes" })).toContainText(
    'White, Long Sleeve: 2 15", 3 16"',
  );
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added 5 items to your basket")).toBeVisible();
});
