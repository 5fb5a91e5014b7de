import sharp from "sharp";
import { expect, openPage, seriousAccessibilityViolations, tabTo, test } from "./fixtures.ts";
import { signInAsNewAccount } from "./new-account.ts";
import { asCustomer } from "./sign-in.ts";

// Issue 15.1: a buyer keeps their logos in a library (/account/logos) and chooses one on a product
// page instead of uploading the file again; the line carries it into the basket. A fresh account,
// so the library starts empty.

const polo = "/products/portwest-b210-essential-polo";

/** A 600 × 300 navy badge: a real picture, so the server draws its preview. */
const badge = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: "#1e3a5f" } })
    .png()
    .toBuffer();

test("a buyer uploads a logo, renames and archives it, and chooses it on a product page", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInAsNewAccount(page, baseURL!, { local: "logos", name: "Dana Hartley" });
  await openPage(page, "/account/logos");
  await expect(page.getByRole("heading", { name: "No logos yet" })).toBeVisible();

  // Nothing chosen: said beside the field, nothing sent.
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("Choose your logo's file")).toBeVisible();
  await expect(page.getByLabel("Logo file")).toHaveAttribute("aria-invalid", "true");

  await page
    .getByLabel("Logo file")
    .setInputFiles({ name: "hartley_badge.png", mimeType: "image/png", buffer: await badge() });
  await page.getByLabel("Name (optional)").fill("Hartley crest");
  await page.getByRole("button", { name: "Upload logo" }).click();
  const card = page.getByRole("article", { name: "Hartley crest" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("hartley_badge.png");
  await expect(card).toContainText("Embroidery: New");
  // The preview the server drew is shown, at its own size.
  const preview = card.getByRole("img", { name: "Hartley crest" });
  await expect(preview).toBeVisible();
  // Visible is not loaded: the picture's bytes may still be on their way.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(320);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await card.getByRole("button", { name: "Rename Hartley crest" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename logo" });
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await dialog.getByLabel("Name").fill("Hartley crest (navy)");
  await dialog.getByRole("button", { name: "Save name" }).click();
  const renamed = page.getByRole("article", { name: "Hartley crest (navy)" });
  await expect(renamed).toBeVisible();

  // Archived, it is kept apart and not offered; restored, it is offered again.
  await renamed.getByRole("button", { name: "Archive Hartley crest (navy)" }).click();
  await expect(page.getByText("Archived logos (1)")).toBeVisible();
  await page.getByText("Archived logos (1)").click();
  await page.getByRole("button", { name: "Restore Hartley crest (navy)" }).click();
  await expect(page.getByText(/Archived logos/)).toHaveCount(0);

  await openPage(page, polo);
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  const logo = page.getByRole("radio", {
    name: /^Hartley crest \(navy\): No proof yet for embroidery/,
  });
  await logo.check();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("12");
  // The price counts the 12 as one design.
  await expect(page.getByRole("region", { name: "Price" })).toContainText(
    "Embroidery (12 with this design)",
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  await openPage(page, "/basket");
  await expect(page.getByRole("main")).toContainText("Hartley crest (navy)");
});

test("a visitor's product page offers an upload and no logo library", async ({ page }) => {
  await openPage(page, polo);
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await expect(page.getByLabel("Your design (optional)")).toBeVisible();
  await expect(page.getByText("Use one of your logos")).toHaveCount(0);
});

test("by keyboard alone, a buyer adds, renames, archives and restores a logo and chooses it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInAsNewAccount(page, baseURL!, { local: "logo-keys" });
  await openPage(page, "/account/logos");
  const keys = page.keyboard;

  // Waiting for the chooser first: Playwright turns on its file-chooser interception when the
  // first listener is added, without waiting, so a key pressed at once could beat it (CI, stop 33).
  const chooser = page.waitForEvent("filechooser");
  await tabTo(page, page.getByLabel("Logo file"));
  await keys.press("Space");
  await (
    await chooser
  ).setFiles({ name: "site-badge.png", mimeType: "image/png", buffer: await badge() });
  await keys.press("Tab");
  await expect(page.getByLabel("Name (optional)")).toBeFocused();
  await keys.type("Site badge");
  await keys.press("Enter");
  const card = page.getByRole("article", { name: "Site badge" });
  await expect(card).toBeVisible();

  await tabTo(page, card.getByRole("button", { name: "Rename Site badge" }));
  await keys.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Rename logo" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await keys.press("ControlOrMeta+A");
  await keys.type("Site badge (white)");
  await keys.press("Enter");
  const renamed = page.getByRole("article", { name: "Site badge (white)" });
  await expect(renamed).toBeVisible();

  await tabTo(page, renamed.getByRole("button", { name: "Archive Site badge (white)" }));
  await keys.press("Enter");
  const archived = page.getByText("Archived logos (1)");
  await expect(archived).toBeVisible();
  await tabTo(page, archived);
  await keys.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Restore Site badge (white)" }));
  await keys.press("Enter");
  await expect(page.getByText(/Archived logos/)).toHaveCount(0);

  await openPage(page, polo);
  // Native radios: Tab reaches the chosen one (Plain), the arrows choose another.
  await tabTo(page, page.getByRole("radio", { name: /Plain/ }));
  await keys.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /Embroidery/ })).toBeChecked();
  const logo = page.getByRole("radio", { name: /^Site badge \(white\):/ });
  await tabTo(page, logo);
  await keys.press("Space");
  await expect(logo).toBeChecked();
});

test("the shop adds artwork a customer e-mailed to their library, and they can use it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = await signInAsNewAccount(page, baseURL!, { local: "by-post", name: "Sam Postle" });
  const admin = await asCustomer(browser, "admin", baseURL!);
  const shop = admin.page;
  await openPage(shop, `/admin?tab=customers&q=${encodeURIComponent(email)}`);
  await shop
    .getByRole("table", { name: "Customers" })
    .getByRole("button", { name: "Logos of Sam Postle" })
    .click();
  const dialog = shop.getByRole("dialog", { name: "Sam Postle's logos" });
  await expect(dialog.getByText("No logos yet.")).toBeVisible();

  // Nothing chosen: said beside the field, nothing sent.
  await dialog.getByRole("button", { name: "Add logo" }).click();
  await expect(dialog.getByText("Choose the logo's file")).toBeVisible();
  await dialog
    .getByLabel("Logo file")
    .setInputFiles({ name: "postle.png", mimeType: "image/png", buffer: await badge() });
  await dialog.getByLabel("Name (optional)").fill("Postle & Sons");
  expect(await seriousAccessibilityViolations(shop)).toEqual([]);
  await dialog.getByRole("button", { name: "Add logo" }).click();
  await expect(shop.getByText("Logo added to Sam Postle's library")).toBeVisible();
  const listed = dialog.getByRole("list", { name: "Logos" }).locator(":scope > li");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Postle & Sons");
  await expect(listed).toContainText("Embroidery:\u00a0New");
  await admin.close();

  // The customer finds it in their library, and on a product page.
  await openPage(page, "/account/logos");
  await expect(page.getByRole("article", { name: "Postle & Sons" })).toBeVisible();
  await openPage(page, polo);
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await expect(page.getByRole("radio", { name: /^Postle & Sons:/ })).toBeVisible();
});
