import type { Browser, Page } from "@playwright/test";
import { addFromProductPage, expect, openPage, subtotalExVat } from "./fixtures.ts";
import { asCustomer, signInAs } from "./sign-in.ts";

/**
 * The admin gives the retail demo buyer £6.80 ex VAT on every Portwest B210 Essential Polo, found
 * with the back office's product picker; the buyer's basket is then priced at it. Run on our own
 * catalogue (admin.spec.ts) and on a Shopify store's (shopify-mode.spec.ts), where the picker
 * searches the store over the network.
 */
export async function customPriceJourney(page: Page, browser: Browser, baseURL: string) {
  await signInAs(page, "admin", baseURL);
  await openPage(page, "/admin?tab=custom-pricing");
  await page.getByRole("button", { name: "New custom price" }).click();
  const dialog = page.getByRole("dialog", { name: "New custom price" });
  await dialog.getByRole("searchbox", { name: "Find a customer" }).fill("clarke");
  await dialog.getByRole("button", { name: /Amy Clarke/ }).click();
  await dialog.getByRole("searchbox", { name: "Find a product" }).fill("essential polo");
  await dialog.getByRole("button", { name: /Portwest B210 Essential Polo/ }).click();
  await expect(dialog.getByLabel("Applies to")).toHaveValue("");
  await dialog.getByLabel("Custom price per item (ex VAT)").fill("6.80");
  await dialog.getByRole("button", { name: "Create price" }).click();
  await expect(page.getByText("Custom pricing created successfully")).toBeVisible();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "retail@tradewear.test" })
      .filter({ hasText: "Essential Polo" }),
  ).toContainText("£6.80");

  const retail = await asCustomer(browser, "retail", baseURL);
  await addFromProductPage(retail.page, "/products/portwest-b210-essential-polo", {
    size: "M",
    quantity: 1,
  });
  await openPage(retail.page, "/basket");
  await expect.poll(() => subtotalExVat(retail.page)).toBe("£6.80");
  await retail.close();
}
