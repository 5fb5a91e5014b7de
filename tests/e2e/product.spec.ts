import type { Page } from "@playwright/test";
import {
  expect,
  layoutShiftTotal,
  onePixelPng,
  openPage,
  seriousAccessibilityViolations,
  servedImagePreloads,
  test,
  watchLayoutShifts,
} from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Demo data (server/demo/demo-catalogue-jackets.ts): colours Black, Navy, Royal Blue, Charcoal,
// Burgundy, Bottle Green; sizes XS–3XL; "Burgundy / XS" and "Burgundy / 3XL" are out of stock.
const fleece = "/products/result-r118-core-micron-fleece";

/** Embroidery at Chest Left on a size L fleece: everything but the design chosen. */
async function chooseEmbroidery(page: Page) {
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
}

async function savedBasket(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("shop-cart") ?? "[]"));
}

test.describe("the product page", () => {
  test("shows the product from the server with its prices, badges and no serious accessibility problems", async ({
    page,
  }) => {
    const response = await openPage(page, fleece);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Result R118 Core Micron Fleece" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Result R118 Core Micron Fleece | Tradewear");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/products\/result-r118-core-micron-fleece$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https?:\/\//,
    );
    const price = page.getByRole("region", { name: "Price" });
    // A visitor reads inc VAT first (issue 14.3).
    await expect(price).toContainText("£15.54inc VAT");
    await expect(price).toContainText("£12.95 ex VAT");
    await expect(page.getByText(/^SKU: RS-R118-/)).toBeVisible();
    await expect(page.getByRole("table", { name: /Quantity discounts/ })).toContainText("10-24");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("choosing a colour moves the gallery to that colour's picture", async ({ page }) => {
    await openPage(page, fleece);
    const mainImage = page.getByRole("region", { name: "Product images" }).getByRole("img").first();
    await expect(mainImage).toHaveAttribute("alt", /Black/);
    await expect(page.getByRole("button", { name: "Black", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Royal Blue", exact: true }).click();
    await expect(page.getByRole("button", { name: "Royal Blue", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(mainImage).toHaveAttribute("alt", /Royal Blue/);
  });

  test("the main picture is fetched first, from the head, and nothing moves while the page loads", async ({
    page,
  }) => {
    // Issue 12.5: the page's largest picture (its LCP) is preloaded with high priority and its box
    // is reserved by its width and height; the thumbnails wait until they are needed.
    await watchLayoutShifts(page);
    await openPage(page, "/products/russell-collection-r936-easycare-oxford-shirt");
    const gallery = page.getByRole("region", { name: "Product images" });
    const main = gallery.getByRole("img").first();
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("width", "600");
    await expect(main).toHaveAttribute("height", "600");
    const src = await main.getAttribute("src");
    expect(
      await servedImagePreloads(page, "/products/russell-collection-r936-easycare-oxford-shirt"),
    ).toContain(src);
    const thumbnails = page.getByRole("list", { name: "Thumbnails" }).locator("img");
    await expect(thumbnails.first()).toHaveAttribute("loading", "lazy");
    await expect(thumbnails.first()).toHaveAttribute("width", /^\d+$/);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test("the gallery arrows stop at the first and last image", async ({ page }) => {
    await openPage(page, fleece);
    await expect(page.getByRole("button", { name: "Previous image" })).toBeDisabled();
    await page.getByRole("button", { name: /^Show image 12 of 12/ }).click();
    await expect(page.getByRole("button", { name: /^Show image 12 of 12/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByRole("button", { name: "Next image" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(page.getByRole("button", { name: /^Show image 11 of 12/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("an embroidered item needs a size and a position before it goes in the basket", async ({
    page,
  }) => {
    await openPage(page, fleece);
    const addButton = page.getByRole("button", { name: "Add to Basket" });
    await expect(addButton).toBeDisabled();
    await page.getByRole("radio", { name: /Embroidery/ }).click();
    await page.getByRole("combobox", { name: "Size" }).selectOption("L");
    await expect(addButton).toBeEnabled();
    await addButton.click();
    await expect(page.getByText("Please select a position for your customization")).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();

    await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    // Issue 15.5: embroidery is made from 10 pieces a design — said beside the choice, and an
    // add below it is refused.
    await expect(page.getByRole("radio", { name: /Embroidery/ })).toHaveAccessibleName(
      /From 10 pieces/,
    );
    await expect(page.getByRole("status").filter({ hasText: "add 8 more" })).toContainText(
      "Embroidery is available from 10 pieces",
    );
    await addButton.click();
    await expect(
      page.getByText(/^Embroidery is available from 10 pieces: add 8 more/).first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("10");
    await expect(page.getByRole("status").filter({ hasText: "add" })).toHaveCount(0);
    await addButton.click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 10 items" })).toBeVisible();
    const saved = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem("shop-cart") ?? "[]"),
    );
    expect(saved).toEqual([
      expect.objectContaining({
        name: "Result R118 Core Micron Fleece",
        variant: "Black / L",
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
        quantity: 10,
        handle: "result-r118-core-micron-fleece",
      }),
    ]);
  });

  test("an uploaded design is stored and travels with the basket line", async ({
    page,
    baseURL,
  }) => {
    await openPage(page, fleece);
    await chooseEmbroidery(page);
    // Hold the upload until the page has shown that it is under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/upload-design", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel("Your design (optional)")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: onePixelPng });
    await expect(page.getByText("Uploading…")).toBeVisible();
    const addButton = page.getByRole("button", { name: "Add to Basket" });
    await expect(addButton).toBeDisabled();
    release();
    await expect(page.getByText("Design uploaded: logo.png")).toBeVisible();
    await expect(addButton).toBeEnabled();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("10");
    await addButton.click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
    const saved = await savedBasket(page);
    expect(saved).toEqual([
      expect.objectContaining({
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
        designName: "logo.png",
        designId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        // Issue 10.10: the upload's token, which the cart and credit orders ask for with the id.
        designToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      }),
    ]);
    // The stored design comes back byte for byte, only as a download, and only to someone allowed
    // it (issue 6: its owner, the customer whose order carries it, or staff): here an admin.
    expect((await page.request.get(`/files/${saved[0].designId}`)).status()).toBe(401);
    await signInAs(page, "admin", baseURL!);
    const download = await page.request.get(`/files/${saved[0].designId}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="logo.png"/);
    expect(await download.body()).toEqual(onePixelPng);
  });

  test("a file whose content is not a design is refused and not kept", async ({ page }) => {
    await openPage(page, fleece);
    await chooseEmbroidery(page);
    const input = page.getByLabel("Your design (optional)");
    await input.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is only text, renamed .png"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "not a type we can use" }),
    ).toContainText("PNG, JPEG or SVG");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Design uploaded/)).toHaveCount(0);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("10");
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
    const [line] = await savedBasket(page);
    expect(line).not.toHaveProperty("designId");
    expect(line).not.toHaveProperty("designName");
  });

  test("a plain item goes in the basket once a size is chosen", async ({ page }) => {
    await openPage(page, fleece);
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  });

  test("an out-of-stock size is marked and cannot be added", async ({ page }) => {
    await openPage(page, fleece);
    await page.getByRole("button", { name: "Burgundy", exact: true }).click();
    const size = page.getByRole("combobox", { name: "Size" });
    await expect(size.locator("option", { hasText: "XS (out of stock)" })).toHaveCount(1);
    await expect(size.locator("option", { hasText: "M (out of stock)" })).toHaveCount(0);
    await size.selectOption("XS");
    await expect(page.getByText(/Out of stock: Burgundy \/ XS/)).toBeVisible();
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByText("This variant is out of stock")).toBeVisible();
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
  });

  test("tells the buyer each size's stock: in stock, only a few left, back order, out of stock", async ({
    page,
  }) => {
    // Demo data (server/demo/demo-catalogue-jackets.ts): the Navy fleece's sizes show every level.
    await openPage(page, "/products/regatta-professional-trf548-thor-iii-fleece");
    const size = page.getByRole("combobox", { name: "Size" });
    await expect(size.locator("option", { hasText: "XL (out of stock)" })).toHaveCount(1);
    // Back order is still for sale, so L is no "(out of stock)" option.
    await expect(size.locator("option", { hasText: /^L \(out of stock\)$/ })).toHaveCount(0);
    for (const [value, message] of [
      ["XS", "In stock — order by 2pm for same-day dispatch"],
      ["S", "In stock — order by 2pm for same-day dispatch"],
      ["M", "Only 3 left"],
      ["L", "Back order: ships in 5–7 working days"],
      ["XL", "Out of stock: Navy / XL. Please choose another size or colour."],
    ] as const) {
      await size.selectOption(value);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await size.selectOption("L");
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  });

  test("the tabs show the description, FAQs, no reviews and the decoration prices", async ({
    page,
  }) => {
    await openPage(page, fleece);
    await expect(page.getByRole("tabpanel")).toContainText("anti-pill microfleece");
    await page.getByRole("tab", { name: "FAQ's" }).click();
    await expect(
      page.getByRole("button", { name: "Can I return personalised items?" }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No reviews yet");
    await page.getByRole("tab", { name: "Embroidery & Printing" }).click();
    await expect(
      page.getByRole("table", { name: "Embroidery price per item by quantity" }),
    ).toContainText("£5.95");
    await expect(
      page.getByRole("table", { name: "Print price per item by quantity" }),
    ).toBeVisible();
  });

  test("an unknown product shows the 404 page", async ({ page }) => {
    const response = await openPage(page, "/products/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test("is laid out for a phone with no serious accessibility problems", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, fleece);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // Six thumbnails scroll inside their row rather than widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole("button", { name: "Add to Basket" })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test("the product page tells search engines the product, its offers in GBP inc VAT and its breadcrumb", async ({
  page,
}) => {
  await openPage(page, fleece);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "null")));
  const product = blocks.find((block) => block?.["@type"] === "Product");
  expect(product?.name).toBe("Result R118 Core Micron Fleece");
  expect(product?.offers.length).toBeGreaterThan(1);
  expect(
    product?.offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === "GBP"),
  ).toBe(true);
  expect(
    product?.offers.some((offer: { availability: string }) =>
      offer.availability.endsWith("OutOfStock"),
    ),
  ).toBe(true);
  const breadcrumb = blocks.find((block) => block?.["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement.at(-1).name).toBe("Result R118 Core Micron Fleece");
});
