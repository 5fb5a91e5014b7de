import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 21.1: the shop says only what it does. Each promise below is tied to a feature the shop
// does not have; while it lacks it, no page may make the promise. When the feature arrives (VAT
// invoices with issue 14.5, say), its line goes with it.

const promisesWithoutFeature = [
  // The checkout takes bank transfer and credit accounts; Shop.paymentSettings lists no cards.
  { promise: "card payments", pattern: /\b(?:debit|credit) cards?\b|\bby card\b|card payments?/i },
  // No invoice documents yet (issue 14.5): the confirmation e-mail is the pro-forma.
  { promise: "VAT invoices", pattern: /\bVAT invoices?\b/i },
  // The credit account page lists charges and payments as they happen; no statement is made.
  { promise: "monthly statements", pattern: /\bmonthly statements?\b|\bstatement of\b/i },
];

const visitorPages = [
  "/",
  "/faq",
  "/bulk-orders",
  "/delivery-information",
  "/returns-policy",
  "/terms",
  "/privacy",
  "/embroidery-and-printing",
  "/pricing",
  "/credit-account",
  "/contact-us",
];

async function promisesOn(page: Page, path: string) {
  await openPage(page, path);
  const text = await page.locator("body").innerText();
  return promisesWithoutFeature
    .filter(({ pattern }) => pattern.test(text))
    .map(({ promise, pattern }) => `${path}: ${promise} ("${pattern.exec(text)![0]}")`);
}

test("no page promises card payments, VAT invoices or monthly statements the shop does not make", async ({
  page,
}) => {
  const found: string[] = [];
  for (const path of visitorPages) found.push(...(await promisesOn(page, path)));
  expect(found).toEqual([]);
});

test("nor does a trade customer's credit account page or basket", async ({ page, baseURL }) => {
  await signInAs(page, "trade", baseURL!);
  const found = [
    ...(await promisesOn(page, "/credit-account")),
    ...(await promisesOn(page, "/basket")),
  ];
  expect(found).toEqual([]);
});
