import sharp from "sharp";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 11.2: the owner puts a product in from the back office — a polo in 6 colours × 8 sizes,
// a price for the whole size run and more for the big sizes, stock, published — and a shopper
// finds it in the shop and puts it in the basket. Each run makes its own product (its own title).

const colours = ["Black", "Navy", "Royal", "Red", "Bottle", "White"];

/** A photo of a plain colour, as PNG bytes (sharp draws it, as a camera export would be). */
const photo = async (colour: string) =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: colour } })
    .png()
    .toBuffer();
const sizes = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"];

test("the owner creates a 6 × 8 polo, prices its size run, publishes it, and a shopper can buy it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const title = `Site Polo ${Date.now()}`;
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin/products/new");
  await expect(page.getByRole("heading", { name: "Add product" })).toBeVisible();

  // Saving with nothing filled in names the problem and writes nothing.
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the product's title");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Description", exact: true }).click();
  await page.keyboard.type("Breathable piqué polo for site teams.");
  await page.getByLabel("Vendor (brand)").fill("Tradewear Own Brand");
  await page.getByLabel("Product type").fill("Polo Shirt");
  await page.getByRole("button", { name: /Add an option/ }).click();
  await page.getByLabel("Add Colour values").fill(colours.join(", "));
  await page.getByLabel("Add Colour values").press("Enter");
  await page.getByRole("button", { name: "Add an option" }).click();
  await page.getByLabel("Add Size values").fill(sizes.join(", "));
  await page.getByLabel("Add Size values").press("Enter");
  await expect(page.getByText("0 of 48 variants selected")).toBeVisible();

  // The whole run at £9.50, then the big sizes at £11.50, and 20 of each in stock.
  await page.getByRole("checkbox", { name: "Select all variants" }).check();
  const bulk = page.getByRole("group", { name: "Edit the selected variants" });
  await bulk.getByLabel("to", { exact: true }).fill("9.50");
  await bulk.getByRole("button", { name: "Apply to 48 selected" }).click();
  await bulk.getByLabel("Set", { exact: true }).selectOption("inventoryQuantity");
  await bulk.getByLabel("to", { exact: true }).fill("20");
  await bulk.getByRole("button", { name: "Apply to 48 selected" }).click();
  await bulk.getByRole("button", { name: "3XL", exact: true }).click();
  await expect(page.getByText("6 of 48 variants selected")).toBeVisible();
  await bulk.getByLabel("Set", { exact: true }).selectOption("price");
  await bulk.getByLabel("to", { exact: true }).fill("11.50");
  await bulk.getByRole("button", { name: "Apply to 6 selected" }).click();
  await expect(page.getByLabel("Price, Navy / 3XL", { exact: true })).toHaveValue("11.50");
  await expect(page.getByLabel("Price, Navy / M", { exact: true })).toHaveValue("9.50");

  await page.getByRole("checkbox", { name: "Polo Shirts" }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByLabel("Stock, Red / XL", { exact: true })).toHaveValue("20");

  // Two photos, each shown for its colour; then the polo goes on sale.
  await page.getByLabel("Add pictures").setInputFiles([
    { name: "navy.png", mimeType: "image/png", buffer: await photo("#1e2a4a") },
    { name: "red.png", mimeType: "image/png", buffer: await photo("#b91c1c") },
  ]);
  const pictures = page.getByRole("list", { name: "Pictures" }).getByRole("listitem");
  await expect(pictures).toHaveCount(2);
  await pictures.nth(0).getByLabel("Alt text").fill("Site polo in navy");
  await pictures.nth(0).getByLabel("Colour shown").selectOption("Navy");
  await pictures.nth(1).getByLabel("Alt text").fill("Site polo in red");
  await pictures.nth(1).getByLabel("Colour shown").selectOption("Red");
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Product saved")).toBeVisible();
  await expect(pictures.nth(1).getByLabel("Colour shown")).toHaveValue("Red");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A shopper finds it and buys a 3XL at the big-size price (£11.50 ex VAT).
  await openPage(page, `/search?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const mainPicture = page.getByRole("region", { name: "Product images" }).getByRole("img").first();
  await page.getByRole("button", { name: "Red", exact: true }).click();
  await expect(mainPicture).toHaveAttribute("alt", "Site polo in red");
  await page.getByRole("button", { name: "Navy", exact: true }).click();
  await expect(mainPicture).toHaveAttribute("alt", "Site polo in navy");
  // Issue 12.5: the 1200-pixel photo is offered at the widths it was kept at, never enlarged, in
  // AVIF and WebP, fetched first, its box reserved by its size.
  const srcSet = await mainPicture.getAttribute("srcset");
  expect(srcSet?.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual([
    "320w",
    "640w",
    "960w",
    "1200w",
  ]);
  expect(srcSet).toMatch(/\/images\/catalogue\/.+\.webp\?width=640 640w/);
  await expect(mainPicture).toHaveAttribute("fetchpriority", "high");
  await expect(mainPicture).toHaveAttribute("width", "1200");
  await expect(mainPicture).toHaveAttribute("height", "1200");
  await expect(mainPicture.locator("xpath=preceding-sibling::source")).toHaveAttribute(
    "srcset",
    /\.avif\?width=1200 1200w$/,
  );
  expect(await mainPicture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/images\/catalogue\/.+\.avif\?width=(640|960|1200)$/,
  );
  await page.getByRole("combobox", { name: "Size" }).selectOption("3XL");
  // £11.50 ex VAT, £13.80 inc VAT: whichever the page shows first.
  await expect(page.getByText(/£(11\.50|13\.80)/).first()).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
});

test("a product's editor refuses a price below zero beside the field and saves nothing", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin/products/new");
  await page.getByLabel("Title", { exact: true }).fill(`Refused Beanie ${Date.now()}`);
  await page.getByLabel("Price, Default", { exact: true }).fill("-3");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("alert")).toContainText("The amount cannot be negative");
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
});
