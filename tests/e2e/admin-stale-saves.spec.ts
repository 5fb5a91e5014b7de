import type { APIRequestContext, Page } from "@playwright/test";
import { expect, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 10.9, stale admin saves: the credit account dialog saves against the version it loaded.
// Here the account changes (through the admin API, as a colleague's save or a customer's charge
// would change it) while the dialog is open; the save is refused, the dialog says so with the new
// figures, and saving again on purpose goes through — the balance the other change set is kept.
// The account belongs to a customer opened for this journey, so no other journey's figures move.

const password = "hard-hat-2024";

async function newCreditCustomer(page: Page, request: APIRequestContext, origin: string) {
  const email = `stale-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { name: "Sam Stale", email, password },
    headers: { Origin: origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const list = await page.request.get(`/api/admin/lists/customers?q=${encodeURIComponent(email)}`);
  const { data } = (await list.json()) as { data: { rows: { id: string }[] } };
  const created = await page.request.post("/api/admin/credit-accounts", {
    data: { userId: data.rows[0]!.id, creditLimit: "2000" },
    headers: { Origin: origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, accountId: ((await created.json()) as { id: string }).id };
}

test("a credit account changed while its dialog is open: the save is refused with the new figures, then saved on purpose", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signInAs(page, "admin", baseURL!);
  const { email, accountId } = await newCreditCustomer(page, request, origin);

  await openPage(page, `/admin?tab=credit-accounts&q=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Manage the credit account of Sam Stale" }).click();
  const dialog = page.getByRole("dialog", { name: "Credit account" });
  const form = dialog.getByRole("form", { name: "Edit credit account" });
  await expect(form.getByLabel("Current balance")).toHaveValue("0.00");

  // Meanwhile the account changes: £120.00 now owed.
  const loaded = await page.request.get(`/api/admin/credit-accounts/${accountId}`);
  const changed = await page.request.patch(`/api/admin/credit-accounts/${accountId}`, {
    data: { currentBalance: "120.00", reason: "Invoice 2041" },
    headers: { Origin: origin, "If-Match": loaded.headers()["etag"]! },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await form.getByLabel("Credit limit").fill("2500");
  await form.getByRole("button", { name: "Save changes" }).click();
  const notice = form.getByRole("alert");
  await expect(notice).toContainText("This account changed while you had it open");
  await expect(notice).toContainText("balance owed £120.00");
  await expect(notice).toContainText("limit £2,000.00");
  // The field the admin left alone shows the balance now; the limit they typed is kept.
  await expect(form.getByLabel("Current balance")).toHaveValue("120.00");
  await expect(form.getByLabel("Credit limit")).toHaveValue("2500");
  await expect(dialog.locator("dd").filter({ hasText: "£1,880.00" })).toBeVisible();
  // The toast that says so too (its code loads on first use), judged once it is in.
  await expect(page.getByText("Check the new figures, then save again.")).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const folder = "test-results/admin-screenshots";
  await page.screenshot({ path: `${folder}/credit-dialog-stale-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${folder}/credit-dialog-stale-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Credit account updated successfully")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByLabel("Credit limit")).toHaveValue("2500.00");
  await expect(form.getByLabel("Current balance")).toHaveValue("120.00");
  const saved = await page.request.get(`/api/admin/credit-accounts/${accountId}`);
  expect(((await saved.json()) as { account: object }).account).toMatchObject({
    creditLimitPence: 250_000,
    currentBalancePence: 12_000,
  });
});
