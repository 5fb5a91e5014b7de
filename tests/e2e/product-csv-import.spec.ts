import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 11.5: an admin imports a Shopify product CSV written for this test — the check finds a
// price that is not a price (line and column), the admin fixes it and checks again, imports, and
// follows the import to its end; the new gilet is then in the shop, and the export has it. Each
// run makes its own products (their own handles), so the shop the other journeys share keeps
// theirs as they are.

const header =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Image Src,Image Alt Text,Status";

function sampleCsv(run: string, beaniePrice: string) {
  const gilet = `journey-gilet-${run}`;
  const beanie = `journey-beanie-${run}`;
  const rows = [
    `${gilet},Journey Hi-Vis Gilet ${run},"<p>Class 2 hi-vis gilet; zipped, with ID pocket.</p>",Tradewear Test,Hi-Vis,"hi-vis, gilet",TRUE,Colour,Yellow,Size,M,JG-${run}-Y-M,180,shopify,12,deny,4.20,5.00,https://cdn.example.com/gilet-yellow.jpg,Yellow gilet,active`,
    `${gilet},,,,,,,,Yellow,,L,JG-${run}-Y-L,190,shopify,8,deny,4.20,,,,`,
    `${gilet},,,,,,,,Orange,,M,JG-${run}-O-M,180,shopify,0,continue,4.20,,,,`,
    `${gilet},,,,,,,,Orange,,L,JG-${run}-O-L,190,shopify,3,deny,4.20,,,,`,
    `${beanie},Journey Beanie ${run},"Warm,\nwith a fold-up cuff.",Tradewear Test,Headwear,,FALSE,Title,Default Title,,,JB-${run},,,0,deny,${beaniePrice},,,,`,
  ];
  return Buffer.from(`\uFEFF${header}\r\n${rows.join("\r\n")}\r\n`);
}

test("an admin checks a product CSV, fixes the problem it reports, imports it and exports it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const run = String(Date.now());
  const folder = "test-results/admin-screenshots";
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin/products");
  await page.getByRole("link", { name: "Import / export" }).click();
  await expect(
    page.getByRole("heading", { name: "Import and export products", level: 1 }),
  ).toBeVisible();

  // A price in the beanie's row is not a price: the check names its line and column.
  const picker = page.getByLabel("Choose file");
  await picker.setInputFiles({
    name: "journey-products.csv",
    mimeType: "text/csv",
    buffer: sampleCsv(run, "4.5O"),
  });
  await expect(page.getByText("journey-products.csv", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Check file" }).click();
  const problems = page.getByRole("table", { name: "Problems to fix" });
  await expect(problems.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "6",
    "Variant Price",
    "'4.5O' is not a price",
  ]);
  await expect(page.getByRole("alert").first()).toContainText("1 problem found");
  const preview = page.getByRole("table", { name: /Products in the file/ });
  await expect(preview.getByRole("row", { name: /Journey Hi-Vis Gilet/ })).toContainText("New");
  await expect(preview.getByRole("row", { name: /Journey Beanie/ })).toContainText(
    "Problem: left out",
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${folder}/products-import-check-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/products-import-check-390.png`, fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Fixed in the spreadsheet and chosen again: no problems, two new products.
  await page.getByLabel("Choose another file").setInputFiles({
    name: "journey-products.csv",
    mimeType: "text/csv",
    buffer: sampleCsv(run, "4.50"),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByText("No problems found. Nothing is written until you import."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Import 2 products" }).click();

  // The import runs in the background; the page follows it to its end.
  const progress = page
    .getByRole("region", { name: /Import/ })
    .filter({ has: page.getByRole("progressbar") });
  await expect(
    page.getByRole("heading", { name: /Import finished: journey-products\.csv/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(progress).toContainText("5 of 5 rows");
  await expect(progress).toContainText("2 created, 0 updated, 0 unchanged");
  await expect(page).toHaveURL(/\?import=[0-9a-f-]{36}$/);
  const recent = page.getByRole("table", { name: "Recent imports" });
  await expect(recent.getByRole("row").nth(1)).toContainText("Finished");

  // Left and come back to: the import is still shown, from the database.
  await openPage(page, "/admin/products");
  await page.goBack();
  await expect(
    page.getByRole("heading", { name: /Import finished: journey-products\.csv/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${folder}/products-import-done-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/products-import-done-390.png`, fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The gilet is in the shop with its two colours; the draft beanie is not.
  await openPage(page, `/products/journey-gilet-${run}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Journey Hi-Vis Gilet ${run}` }),
  ).toBeVisible();
  const beanie = await page.request.get(`/products/journey-beanie-${run}`);
  expect(beanie.status()).toBe(404);

  // The export has both, in Shopify's layout, with a byte-order mark for Excel.
  const exported = await page.request.get("/api/admin/catalogue/export");
  expect(exported.status()).toBe(200);
  const bytes = await exported.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain(`journey-gilet-${run},Journey Hi-Vis Gilet ${run},`);
  expect(text).toContain(`JB-${run}`);
});
