import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { newestMail } from "./mail.ts";

// A fresh customer account for a journey that must not change the demo accounts' order counts
// (account-orders.spec.ts counts the trade customer's orders).

const password = "site-boots-42";

/** A client address of its own per call: sign-ups and sign-ins are limited per address. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Opens an account (with `name`, or none: the sign-up form's names are optional), confirms it from
 * the e-mailed link and signs the page's browser context in. Answers the account's e-mail address.
 */
export async function signInAsNewAccount(
  page: Page,
  baseURL: string,
  { local, name }: { local: string; name?: string },
) {
  const email = `${local}-${Date.now()}-${randomInt(1000)}@example.co.uk`;
  const headers = { Origin: new URL(baseURL).origin };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, ...(name === undefined ? {} : { name }) },
    headers: { ...headers, "X-Forwarded-For": clientAddress() },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const eml = await newestMail(baseURL, email, "/api/auth/verify-email?");
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S*/.exec(eml)![0];
  expect((await page.request.get(link)).ok()).toBe(true);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { ...headers, "X-Forwarded-For": clientAddress() },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return email;
}
