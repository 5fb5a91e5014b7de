import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures.ts";

// Issue 6 items 3-4: the public forms as a visitor uses them, and the /pricing tables from the
// demo data (DESIGN §3.3). Each form posts once per run, well inside its rate limit.

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Holds the form's request back a moment, so its busy state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test("the contact form sends a message, says so and empties itself", async ({ page }) => {
  await openPage(page, "/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "01632 960 123" })).toBeVisible();
  // The opening hours the shop's settings give (issue 18.9).
  await expect(page.locator("main").getByText("Mon–Fri 9am–5pm").first()).toBeVisible();

  const main = page.locator("main");
  await main.getByLabel("First name").fill("Priya");
  await main.getByLabel("Last name").fill("Shah");
  await main.getByLabel("E-mail address").fill("priya@shahbuild.co.uk");
  await main.getByLabel("Phone (optional)").fill("0113 496 0321");
  await main.getByLabel("Subject").selectOption("Quote or bulk order");
  await main
    .getByLabel("Message", { exact: true })
    .fill("Please quote for 40 hi-vis vests with our logo.");
  await slowDown(page, "/api/functions/submit-contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
  await expect(main.getByLabel("First name")).toHaveValue("");
  await expect(main.getByLabel("Message", { exact: true })).toHaveValue("");
});

test("the contact form shows what is missing beside each field without sending", async ({
  page,
}) => {
  await openPage(page, "/contact-us");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const main = page.locator("main");
  await main.getByLabel("First name").fill("Priya");
  await main.getByLabel("E-mail address").fill("priya.shahbuild.co.uk");
  await main.getByRole("button", { name: "Send Message" }).click();

  const lastName = main.getByLabel("Last name");
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toHaveAccessibleDescription("Please enter your last name");
  await expect(main.getByLabel("E-mail address")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(main.getByText("Please enter your message")).toBeVisible();
  await expect(main.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  // Fixing a field clears its message.
  await lastName.fill("Shah");
  await expect(page.getByText("Please enter your last name")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("the footer's newsletter form checks the address and subscribes", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "Newsletter email address" });
  await email.fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(footer.getByRole("link", { name: "privacy notice", exact: true })).toHaveAttribute(
    "href",
    "/privacy#newsletter",
  );

  await email.fill("site.manager@example.co.uk");
  await slowDown(page, "/api/functions/subscribe-newsletter");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  await expect(email).toHaveValue("");
});

test("an unsubscribe link that is not ours changes nothing and says so", async ({ page }) => {
  const response = await openPage(
    page,
    "/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.forged",
  );
  expect(response?.status()).toBe(400);
  await expect(
    page.getByRole("heading", { name: "This unsubscribe link is not valid" }),
  ).toBeVisible();
});

test("/pricing shows the embroidery and print tables from the pricing tables", async ({ page }) => {
  await openPage(page, "/pricing");
  await expect(
    page.getByRole("heading", { level: 1, name: "Embroidery & Printing Services" }),
  ).toBeVisible();
  await expect(page.getByText("All prices are per item and exclude VAT")).toBeVisible();

  const embroidery = page.getByRole("table", {
    name: /^Embroidery prices per item by design size/,
  });
  const standard = embroidery.getByRole("row", { name: /Standard/ });
  for (const price of ["£9.95", "£5.95", "£3.50", "£1.90", "£1.65", "£1.45", "CALL"]) {
    await expect(standard).toContainText(price);
  }
  await expect(standard).toContainText("(Free on orders over £1000)");
  await expect(embroidery.getByRole("row", { name: /Large/ })).toContainText("£7.95");
  for (const band of ["1-5", "6-49", "50-99", "100-199", "200-499", "500+"]) {
    await expect(embroidery.getByRole("columnheader", { name: band, exact: true })).toBeVisible();
  }

  const print = page.getByRole("table", { name: /^Print prices per item/ });
  await expect(print.getByRole("row", { name: /6-24/ })).toContainText("£2.95");
  await expect(print.getByRole("row", { name: /50-499/ })).toContainText("£1.60");
  await expect(print.getByRole("row", { name: /500\+/ })).toContainText("Price on application");
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  await expect(page.getByText("Per design, per position")).toBeVisible();
  await expect(page.getByText(/standard size is up to 8,000 stitches/)).toBeVisible();
});

test("the design form on /pricing sends a PNG for a quote and empties itself", async ({ page }) => {
  await openPage(page, "/pricing#upload-design");
  await expect(page.getByRole("heading", { name: "Upload Your Design" })).toBeVisible();
  const form = page.locator("main form");
  await form.getByLabel("Design file (optional)").setInputFiles({
    name: "okafor-logo.png",
    mimeType: "image/png",
    buffer: png,
  });
  await form.getByRole("radio", { name: "Embroidery" }).check();
  await form.getByLabel("Quantity").fill("0");
  await form.getByLabel("Your name").fill("Tom Okafor");
  await form.getByLabel("E-mail address").fill("tom@okaforjoinery.co.uk");
  await form.getByLabel("Additional notes (optional)").fill("Left chest on 25 grey polos.");
  await form.getByRole("button", { name: "Submit Design for Quote" }).click();
  await expect(form.getByLabel("Quantity")).toHaveAccessibleDescription(
    "The quantity must be at least 1",
  );

  await form.getByLabel("Quantity").fill("25");
  await slowDown(page, "/api/functions/submit-design");
  await form.getByRole("button", { name: "Submit Design for Quote" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(
    page.getByText("Design submitted successfully! We'll get back to you within 24-48 hours."),
  ).toBeVisible();
  await expect(form.getByLabel("Quantity")).toHaveValue("");
  await expect(form.getByRole("radio", { name: "Embroidery" })).not.toBeChecked();
  await expect(form.getByLabel("Design file (optional)")).toHaveValue("");
});

test("the footer's Decoration Pricing link opens /pricing", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Decoration Pricing" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Embroidery & Printing Services" }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still sends, and the page says so", async ({ page }) => {
    await openPage(page, "/contact-us");
    const main = page.locator("main");
    await main.getByLabel("First name").fill("Sam");
    await main.getByLabel("Last name").fill("Builder");
    await main.getByLabel("E-mail address").fill("sam@builders.co.uk");
    await main.getByLabel("Subject").selectOption("An existing order");
    await main.getByLabel("Message", { exact: true }).fill("Where is order TW-1001?");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact-us\?contact=sent#contact-form$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Message sent successfully!" }),
    ).toBeVisible();
  });

  test("the footer's newsletter form answers a bad address with the spec's message, not the browser's", async ({
    page,
  }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Newsletter email address" });
    // The browser's own check would stop the post and say "Please include an '@'…" instead.
    await expect(page.locator("#newsletter form")).toHaveAttribute("novalidate", "");
    await email.fill("not-an-address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/\?newsletter=invalid#newsletter$/);
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("status")
        .filter({ hasText: "Please enter a valid email address" }),
    ).toBeVisible();
  });
});
