import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { newestMail } from "./mail.ts";
import { signInAsNewAccount } from "./new-account.ts";
import { asCustomer } from "./sign-in.ts";

// Issue 15.3: proofs before production. A trade buyer (a fresh account the admin gives credit)
// orders polos embroidered with a new logo on account; the order waits for its proof. The admin
// finds it in the Proofs queue and sends a proof from the order page; the buyer asks for a change,
// the admin sends a new proof, the buyer approves it and the order moves to processing. The logo is
// on file now: the next order's set-up is free and it goes straight to processing. Issue 15.2: the
// buyer sees the logo on the polo before ordering and on the order page; the second proof is the
// order's mock-up.

const polo = "/products/portwest-b210-essential-polo";

const picture = (colour: string, width = 600, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function orderPolosOnAccount(page: Page, logo: string) {
  await openPage(page, polo);
  await page.getByRole("radio", { name: /Embroidery/ }).click();
  await page.getByRole("radio", { name: new RegExp(`^${logo}:`) }).check();
  await page.getByRole("combobox", { name: "Position" }).selectOption("Chest Left");
  // Issue 15.2: the library logo's preview on the polo, where it will go.
  await expect(
    page
      .getByTestId("mockup-design")
      .getByRole("img", { name: `Your design, ${logo}, at Chest Left` }),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Size" }).selectOption("L");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("20");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
  await openPage(page, "/basket");
  const panel = page.getByRole("region", { name: "Your credit account" });
  await panel.getByRole("button", { name: "Charge to Credit Account" }).click();
  const toast = page.getByText(/^Order TW-\d+ placed successfully! Charged to credit account\.$/);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  return /TW-\d+/.exec((await toast.textContent())!)![0];
}

/** The link of the newest proof e-mail for the order, as the buyer would follow it. */
async function proofLinkFromMail(
  baseURL: string,
  email: string,
  orderNumber: string,
  round: string,
) {
  const eml = await newestMail(baseURL, email, `proof for order ${orderNumber}`, round);
  return new URL(/https?:\/\/\S+\/account\/proofs\/[0-9a-f-]{36}/.exec(eml)![0]).pathname;
}

test("an order waits for its proof: the buyer asks for a change, approves the next, and the logo is on file", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const email = await signInAsNewAccount(page, baseURL!, { local: "proofs", name: "Jo Proctor" });
  const admin = await asCustomer(browser, "admin", baseURL!);
  const list = await admin.page.request.get(
    `/api/admin/lists/customers?q=${encodeURIComponent(email)}`,
  );
  const { data } = (await list.json()) as { data: { rows: { id: string }[] } };
  const opened = await admin.page.request.post("/api/admin/credit-accounts", {
    data: { userId: data.rows[0]!.id, creditLimit: "3000" },
    headers: { Origin: origin },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await openPage(page, "/account/logos");
  await page.getByLabel("Logo file").setInputFiles({
    name: "proctor.png",
    mimeType: "image/png",
    buffer: await picture("#7c2d12"),
  });
  await page.getByLabel("Name (optional)").fill("Proctor crest");
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("article", { name: "Proctor crest" })).toBeVisible();

  const orderNumber = await orderPolosOnAccount(page, "Proctor crest");
  await openPage(page, `/account/orders/${orderNumber}`);
  await expect(page.getByRole("main")).toContainText("Awaiting proof");
  const proofs = page.getByRole("region", { name: "Proofs" });
  await expect(proofs).toContainText("We are preparing your proof.");
  // The order's mock-up, drawn by the server as the order was placed.
  const mockup = page
    .getByRole("region", { name: "Mock-up" })
    .getByRole("img", { name: /^Mock-up: .+: Embroidery, Chest Left$/ });
  await expect(mockup).toBeVisible();
  await expect
    .poll(() => mockup.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(600);

  // The shop's turn: the queue, then the order page.
  const shop = admin.page;
  await openPage(shop, "/admin/proofs");
  const queued = shop.getByRole("link", { name: `Open order ${orderNumber}` }).first();
  await expect(queued).toBeVisible();
  expect(await seriousAccessibilityViolations(shop)).toEqual([]);
  await queued.click();
  await expect(shop.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  const card = shop.getByRole("region", { name: "Proofs" });
  await expect(card).toContainText("Proof to send");
  // Work cannot start by hand while the proof is outstanding: only cancelling is offered.
  await expect(shop.getByRole("button", { name: "Start processing" })).toHaveCount(0);

  await card.getByRole("button", { name: "Send proof" }).click();
  let dialog = shop.getByRole("dialog", { name: "Send a proof of Proctor crest" });
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(dialog.getByText("Choose the proof's file to send")).toBeVisible();
  await dialog.getByLabel("Proof file").setInputFiles({
    name: "proctor-proof-1.png",
    mimeType: "image/png",
    buffer: await picture("#e2e8f0", 800, 600),
  });
  await dialog.getByLabel("Stitch count").fill("9,400");
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(dialog.getByText("The stitch count must be a number")).toBeVisible();
  await dialog.getByLabel("Stitch count").fill("9400");
  await dialog.getByLabel("Width (mm)").fill("100");
  await dialog.getByLabel("Height (mm)").fill("50");
  await dialog.getByLabel("Note to the customer (optional)").fill("Thread: Madeira 1966 navy.");
  expect(await seriousAccessibilityViolations(shop)).toEqual([]);
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(shop.getByText("Proof 1 of Proctor crest sent")).toBeVisible();
  await expect(card).toContainText("Awaiting approval");
  await expect(card).toContainText("9,400 stitches · 100 × 50 mm");

  // The buyer follows the e-mail's link and asks for a change.
  await openPage(
    page,
    await proofLinkFromMail(baseURL!, email, orderNumber, "Stitch count: 9,400"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  const shown = page.getByRole("img", { name: /Proof 1 of Proctor crest/ });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expect(page.getByRole("main")).toContainText("Thread: Madeira 1966 navy.");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send my changes" }).click();
  await expect(page.getByText("Say what should change")).toBeVisible();
  await page.getByLabel("What should we change?").fill("Please make it 80 mm wide.");
  await page.getByRole("button", { name: "Send my changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You asked for changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve proof" })).toHaveCount(0);

  // The shop sees the comment and sends a new proof.
  await shop.reload();
  await expect(card).toContainText("Changes requested");
  await expect(card).toContainText("Please make it 80 mm wide.");
  await card.getByRole("button", { name: "Send a new proof" }).click();
  dialog = shop.getByRole("dialog", { name: "Send a proof of Proctor crest" });
  // Issue 15.2: this time the order's own mock-up is the proof.
  await dialog.getByRole("radio", { name: "The order's mock-up" }).check();
  await expect(dialog.getByLabel("Proof file")).toHaveCount(0);
  // Decision 037: the design came out large, so this proof carries an extra set-up.
  await dialog.getByLabel("Stitch count").fill("12400");
  await dialog.getByLabel("Width (mm)").fill("80");
  await dialog.getByLabel("Height (mm)").fill("40");
  const extra = dialog.getByLabel(/^Extra set-up for a large design/);
  await extra.fill("600");
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(extra).toHaveAccessibleDescription(/priced after artwork review/);
  await extra.fill("40");
  await dialog.getByRole("button", { name: "Send proof" }).click();
  await expect(shop.getByText("Proof 2 of Proctor crest sent")).toBeVisible();
  await expect(card).toContainText("12,400 stitches · 80 × 40 mm · extra set-up £40.00 ex VAT");

  await openPage(
    page,
    await proofLinkFromMail(baseURL!, email, orderNumber, "Stitch count: 12,400"),
  );
  const mockupProof = page.getByRole("img", { name: /Proof 2 of Proctor crest/ });
  await expect
    .poll(() => mockupProof.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(600);
  // Before approving, the buyer reads what approving accepts and how it is paid.
  await expect(page.getByTestId("proof-details")).toContainText(
    "Extra set-up£40.00 ex VAT (£48.00 inc VAT)",
  );
  await expect(page.getByTestId("extra-setup-notice")).toHaveText(
    /^This design is over 8,000 stitches, so it carries an extra set-up of £40\.00 ex VAT \(£48\.00 inc VAT\)\. Approving the proof accepts it: it is charged to your credit account/,
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Approve proof" }).click();
  await expect(
    page.getByText("Proof approved — thank you. Work on your order starts now."),
  ).toBeVisible();
  // It was charged as an order of its own, with its invoice: one line, £48.00 inc VAT.
  const extraOrder = page.getByTestId("proof-details").getByRole("link", { name: /^TW-\d+$/ });
  const extraNumber = (await extraOrder.textContent())!;
  await extraOrder.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(extraNumber);
  await expect(page.getByRole("main")).toContainText("Extra set-up: Proctor crest");
  await expect(page.getByRole("main")).toContainText(
    `Embroidery, 12,400 stitches, for order ${orderNumber}`,
  );
  await expect(page.getByRole("main")).toContainText("£48.00");
  await newestMail(baseURL!, email, extraNumber, "this is order");
  await openPage(page, `/account/orders/${orderNumber}`);
  await expect(page.getByRole("main")).toContainText("Processing");
  await newestMail(baseURL!, email, `${orderNumber} is being prepared`);

  await shop.reload();
  await expect(card).toContainText("Approved");
  await expect(shop.getByRole("main")).toContainText("Proof approved by the customer");
  await expect(shop.getByRole("main")).toContainText("Changes asked for by the customer");
  // The shop follows the proof to the order its extra set-up was charged as.
  await card.getByRole("link", { name: extraNumber, exact: true }).click();
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(extraNumber);
  await expect(shop.getByRole("main")).toContainText("Extra set-up: Proctor crest");

  // The library shows the approved logo with the shop's figures.
  await openPage(page, "/account/logos");
  const logo = page.getByRole("article", { name: "Proctor crest" });
  await expect(logo).toContainText("Embroidery: Approved");
  await expect(logo).toContainText("12,400");

  // The next order with the logo: set-up free, straight to processing.
  const repeat = await orderPolosOnAccount(page, "Proctor crest");
  await openPage(page, `/account/orders/${repeat}`);
  await expect(page.getByRole("main")).toContainText("Processing");
  await expect(page.getByRole("main")).toContainText("Set-up: free — logo on file");
  await expect(page.getByRole("region", { name: "Proofs" })).toHaveCount(0);
  await admin.close();
});
