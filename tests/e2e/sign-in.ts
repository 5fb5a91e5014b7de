import { randomInt } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";

// The demo accounts of DESIGN §10 (the e2e shop is seeded with them) and a quick way to sign in
// as one for journeys about what a signed-in buyer sees. The /auth form itself is tested in
// accounts.spec.ts; here the browser's own request context posts to Better Auth, so the session
// cookie lands in the page's cookie jar.

export const demoPassword = "demo-password-1";

export const demoAccounts = {
  admin: "admin@tradewear.test",
  trade: "trade@tradewear.test",
  retail: "retail@tradewear.test",
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/**
 * Signs the page's browser context in as a demo account. Each call comes from its own client
 * address (X-Forwarded-For, trusted from this machine) so parallel journeys do not share the
 * 10-a-minute sign-in limit.
 */
export async function signInAs(page: Page, who: DemoAccount, baseURL: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: demoAccounts[who], password: demoPassword },
    headers: {
      Origin: new URL(baseURL).origin,
      "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second signed-in person beside the admin, in their own browser context. */
export async function asCustomer(browser: Browser, who: DemoAccount, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who, baseURL);
  return { page, close: () => context.close() };
}
