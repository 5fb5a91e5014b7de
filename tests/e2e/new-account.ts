import { randomInt } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

// A fresh customer account for a journey that must not change the demo accounts' order counts
// (account-orders.spec.ts counts the trade customer's orders), and the mail the shop writes to the
// drop folder (MAIL_DROP_DIR, DATA_DIR/mail in playwright.config.ts).

const password = "site-boots-42";

/** A client address of its own per call: sign-ups and sign-ins are limited per address. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The newest .eml to `address` whose text includes every one of `needles`, waiting for it. */
export async function newestMail(baseURL: string, address: string, ...needles: string[]) {
  const folder = path.join(tmpdir(), `tradewear-e2e-${new URL(baseURL).port}`, "mail");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder).catch(() => [] as string[]))
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse();
        for (const name of names) {
          const eml = await readFile(path.join(folder, name), "utf8");
          if (!eml.includes(`\r\nTo: ${address}\r\n`)) continue;
          if (needles.every((needle) => eml.includes(needle))) {
            found = eml;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${address} with ${needles.join(", ")}` },
    )
    .toBe(true);
  return found;
}

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
