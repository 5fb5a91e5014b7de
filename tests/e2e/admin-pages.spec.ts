import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 13.5: the owner edits the shop's information pages in the back office with the rich-text
// editor, and the shop shows what they wrote; a new page gets an address of its own.

test("the owner adds a line to the returns policy and the shop shows it at once", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const line = `Returns are collected free from Leeds sites (${Date.now()}).`;
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin");
  await page
    .getByRole("navigation", { name: "More of the back office" })
    .getByRole("link", { name: "Pages" })
    .click();
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Returns Policy" }).click();
  await expect(page.getByRole("heading", { name: "Returns Policy", level: 1 })).toBeVisible();
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await expect(text).toContainText("Our 30-day returns policy");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(line);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Page saved")).toBeVisible();

  await page.goto("/returns-policy");
  await expect(page.getByRole("heading", { name: "Returns Policy", level: 1 })).toBeVisible();
  await expect(page.locator("main")).toContainText(line);
  // The sections the footer and other pages link to keep their anchors through the edit.
  await expect(page.locator("#thirty-day-returns")).toHaveText("Our 30-day returns policy");
});

test("the owner creates a page with a section heading, and it opens at /pages/{handle}", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const title = `Careers ${Date.now()}`;
  await signInAs(page, "admin", baseURL!);
  await openPage(page, "/admin/pages/new");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("alert")).toContainText("Give the page a title");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Text", exact: true }).click();
  // A loaded machine draws its next frame late: the words typed at once after a click on the
  // toolbar must still go into the text (Tiptap hands the focus back only on the next frame).
  await page.evaluate(() => {
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      setTimeout(() => nextFrame(callback), 1000);
      return 0;
    };
  });
  const sectionHeading = page.getByRole("button", { name: "Section heading" });
  await sectionHeading.click();
  await expect(sectionHeading).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Working with us");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We are hiring embroidery machinists in Leeds.");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Page created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  // The address bar moves before React shows the stored page, so wait for the stored handle.
  const handleField = page.getByLabel("Handle (the page's web address)");
  await expect(handleField).toHaveValue(/^careers-\d+$/);
  const handle = await handleField.inputValue();

  const response = await page.goto(`/pages/${handle}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Working with us", level: 2 })).toBeVisible();
  await expect(page.locator("main")).toContainText("embroidery machinists");
  // The shop's own information pages stay at their own addresses.
  await page.goto("/pages/faq");
  await expect(page).toHaveURL(/\/faq$/);
});
