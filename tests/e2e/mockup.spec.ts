import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { asCustomer } from "./sign-in.ts";

// Issue 15.2: the live mock-up. With a decoration, a position and a design chosen, the gallery's
// picture shows the design where it goes; a back position turns the garment round, with a Front /
// Back toggle. Demo data: the polo comes in six colours, each with a front and a back picture.

const polo = "/products/fruit-of-the-loom-sc63-premium-pique-polo";
const boot = "/products/dewalt-apex-s3-safety-boot";

/** A 400 × 200 logo: twice as wide as it is tall. */
const logo = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

const gallery = (page: Page) => page.getByRole("region", { name: "Product images" });
const mainPicture = (page: Page) => gallery(page).getByRole("img").first();
const design = (page: Page) => page.getByTestId("mockup-design");

async function chooseDesign(page: Page, position: string) {
  await page.getByRole("radio", { name: /Embroidery/ }).check();
  await page.getByRole("combobox", { name: "Position" }).selectOption(position);
  await page
    .getByLabel("Your design (optional)")
    .setInputFiles({ name: "acme.png", mimeType: "image/png", buffer: await logo() });
  await expect(page.getByText("Design uploaded: acme.png")).toBeVisible();
}

/** The design's box as fractions of the main picture's box. */
async function designBox(page: Page) {
  const picture = (await mainPicture(page).boundingBox())!;
  const box = (await design(page).getByRole("img").boundingBox())!;
  return {
    x: (box.x - picture.x) / picture.width,
    y: (box.y - picture.y) / picture.height,
    width: box.width / picture.width,
    height: box.height / picture.height,
  };
}

test("a visitor sees their logo on the chest, then on the back, of the colour they chose", async ({
  page,
}) => {
  await openPage(page, polo);
  await expect(design(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Navy", exact: true }).click();
  await chooseDesign(page, "Chest Left");

  // On the wearer's left: the right of the picture, at chest height, in proportion (2:1).
  await expect(
    design(page).getByRole("img", { name: "Your design, acme.png, at Chest Left" }),
  ).toBeVisible();
  await expect(mainPicture(page)).toHaveAttribute("alt", /in Navy$/);
  const chest = await designBox(page);
  expect(chest.x).toBeGreaterThan(0.5);
  expect(chest.y).toBeGreaterThan(0.25);
  expect(chest.y + chest.height).toBeLessThan(0.4);
  expect(chest.width / chest.height).toBeCloseTo(2, 0);
  await expect(page.getByTestId("mockup-caption")).toHaveText(
    "Mock-up: Embroidery, Chest Left. A guide to size and position on the garment.",
  );
  await expect(page.getByRole("group", { name: "Garment view" })).toHaveCount(0);

  // The back: the navy polo's back picture, the design larger and centred.
  await page.getByRole("combobox", { name: "Position" }).selectOption("Back Center");
  await expect(mainPicture(page)).toHaveAttribute("alt", /in Navy, back$/);
  await expect(design(page).getByRole("img", { name: /at Back Center$/ })).toBeVisible();
  const back = await designBox(page);
  expect(back.width).toBeGreaterThan(chest.width * 2);
  expect(back.x + back.width / 2).toBeCloseTo(0.5, 1);
  const toggle = page.getByRole("group", { name: "Garment view" });
  await expect(toggle.getByRole("button", { name: "Back" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Front shows the front, without the design; a new colour keeps the side the design is on.
  await toggle.getByRole("button", { name: "Front" }).click();
  await expect(mainPicture(page)).toHaveAttribute("alt", /in Navy$/);
  await expect(design(page)).toHaveCount(0);
  await toggle.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Bottle Green", exact: true }).click();
  await expect(mainPicture(page)).toHaveAttribute("alt", /in Bottle Green, back$/);
  await expect(design(page)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Plain again: no mock-up.
  await page.getByRole("radio", { name: /Plain/ }).check();
  await expect(design(page)).toHaveCount(0);
  await expect(page.getByTestId("mockup-caption")).toHaveCount(0);
});

test("a PDF design is marked by its place, and a product without areas says so", async ({
  page,
}) => {
  await openPage(page, polo);
  await page.getByRole("radio", { name: /Print/ }).check();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Center");
  await page.getByLabel("Your design (optional)").setInputFiles({
    name: "artwork.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(page.getByText("Design uploaded: artwork.pdf")).toBeVisible();
  await expect(
    design(page).getByRole("img", { name: "Your design, artwork.pdf, at Chest Center" }),
  ).toContainText("Your design");

  await openPage(page, boot);
  await chooseDesign(page, "Left Sleeve");
  await expect(design(page)).toHaveCount(0);
  await expect(page.getByTestId("mockup-caption")).toHaveText(
    "We have no mock-up of Left Sleeve for this product: your design goes where you chose, and we place it by hand.",
  );
});

test("the owner moves a product's area in the back office, and the product page follows", async ({
  page,
  browser,
  baseURL,
}) => {
  // The back office and the shop, each page loaded fresh: close to 30 s on a busy machine.
  test.slow();
  const tee = "/products/russell-r165-classic-heavyweight-t-shirt";
  const admin = await asCustomer(browser, "admin", baseURL!);
  const shop = admin.page;
  await openPage(shop, "/admin/products?q=R165");
  await shop
    .getByRole("link", { name: /Russell R165/ })
    .first()
    .click();
  const card = shop.getByRole("form", { name: "Mock-up" });
  await expect(card).toBeVisible();
  await expect(shop.getByText("These are the defaults for a top")).toBeVisible();
  await expect(shop.getByTestId("mockup-area-Chest Left")).toBeVisible();

  // Bad input is said beside its field, and nothing is saved.
  const left = card.getByLabel("Chest Left Left %");
  await left.fill("abc");
  await card.getByRole("button", { name: "Save mock-up" }).click();
  await expect(card.getByText("Enter a percentage from 0 to 100")).toBeVisible();
  await expect(left).toHaveAttribute("aria-invalid", "true");
  await left.fill("70");
  await card.getByLabel("Chest Left Width %").fill("40");
  await card.getByRole("button", { name: "Save mock-up" }).click();
  await expect(card.getByText("The area must lie inside the picture")).toBeVisible();

  await left.fill("58");
  await card.getByLabel("Chest Left Width %").fill("14");
  expect(await seriousAccessibilityViolations(shop)).toEqual([]);
  await card.getByRole("button", { name: "Save mock-up" }).click();
  await expect(shop.getByText("Mock-up saved")).toBeVisible();
  await expect(shop.getByText("This product has its own areas.")).toBeVisible();

  // The shopper's mock-up uses the new area.
  await openPage(page, tee);
  await chooseDesign(page, "Chest Left");
  await expect(design(page)).toBeVisible();
  const moved = await designBox(page);
  expect(moved.x).toBeGreaterThanOrEqual(0.58);

  // Back to the type's defaults.
  await shop.getByRole("button", { name: "Use the defaults for its type" }).click();
  await expect(shop.getByText("Mock-up back to the defaults")).toBeVisible();
  await expect(shop.getByText("These are the defaults for a top")).toBeVisible();
  await admin.close();
});
