import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, openMenu, openPage, seriousAccessibilityViolations, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

// Issue 5: a trade buyer opens an account on /auth, confirms it from the e-mail, signs in, sees
// the greeting in the header and signs out again. The shop writes its mail as .eml files
// (MAIL_DROP_DIR, set in playwright.config.ts to DATA_DIR/mail), which is where this test reads
// the confirmation link: the embedded database is the running shop's alone.

const password = "site-boots-42";

function mailDropDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? "http://127.0.0.1:3107").port;
  return path.join(tmpdir(), `tradewear-e2e-${port}`, "mail");
}

/** The link in the newest e-mail to `address`, waiting for it to arrive. */
async function linkFromNewestMail(folder: string, address: string, pathStart: string) {
  let link: string | undefined;
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
          link = new RegExp(`https?://\\S+${pathStart.replace(/[?/]/g, "\\$&")}\\S*`).exec(
            eml,
          )?.[0];
          return link;
        }
        return undefined;
      },
      { message: `an e-mail to ${address} with a ${pathStart} link` },
    )
    .toBeTruthy();
  return link!;
}

test("the /auth page checks each form with the spec's messages before sending anything", async ({
  page,
}) => {
  await openPage(page, "/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Account Access" })).toBeVisible();
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByRole("alert")).toHaveText("Please fill in all fields");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please fill in all fields");
  // Names are optional (spec §5 asks for e-mail, password and confirmation only).
  await expect(form.getByLabel("First name (optional)")).not.toHaveAttribute("required");
  await expect(form.getByLabel("Last name (optional)")).not.toHaveAttribute("required");
  await form.getByLabel("Email").fill("sam@example.co.uk");
  await form.getByLabel("Password", { exact: true }).fill("abcdef");
  await form.getByLabel("Confirm password").fill("abcdeg");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("alert")).toHaveText("Passwords do not match");
  await form.getByLabel("Password", { exact: true }).fill("abcde");
  await form.getByLabel("Confirm password").fill("abcde");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("alert")).toHaveText("Password must be at least 6 characters");
  await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("minlength", "6");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test("sign up, confirm from the e-mail, sign in, see the greeting, sign out", async ({
  page,
  baseURL,
}) => {
  const local = `buyer-${Date.now()}`;
  const email = `${local}@example.co.uk`;
  await openPage(page, "/auth?tab=sign-up");
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("First name").fill("Sam");
  await signUp.getByLabel("Last name").fill("Builder");
  await signUp.getByLabel("Company").fill("Builder & Sons Ltd");
  await signUp.getByLabel("Phone").fill("01632 960123");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByRole("status")).toHaveText(
    "Account created successfully! Please check your email to confirm your account.",
  );
  await expect(signUp.getByLabel("Email")).toHaveValue("");
  await expect(signUp.getByLabel("First name")).toHaveValue("");

  // The same address again: the spec's sentence.
  await signUp.getByLabel("First name").fill("Sam");
  await signUp.getByLabel("Last name").fill("Again");
  await signUp.getByLabel("Email").fill(email.toUpperCase());
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByRole("alert")).toHaveText(
    "This email is already registered. Please sign in instead.",
  );

  // Not confirmed yet: signing in says so and offers the e-mail again.
  await page.getByRole("tab", { name: "Sign In" }).click();
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByRole("alert")).toContainText("Please confirm your e-mail address");
  await expect(signIn.getByRole("button", { name: "Resend confirmation e-mail" })).toBeVisible();

  const link = await linkFromNewestMail(mailDropDir(baseURL), email, "/api/auth/verify-email?");
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
  await expect(page.getByRole("status").first()).toContainText("your e-mail address is confirmed");

  await page.waitForLoadState("networkidle");
  const confirmedSignIn = page.getByRole("form", { name: "Sign in" });
  await confirmedSignIn.getByLabel("Email").fill(email);
  await confirmedSignIn.getByLabel("Password").fill(password);
  await confirmedSignIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Issue 18.8: greeted by the account's first name, not the e-mail's local part.
  const menu = page.getByRole("button", { name: "Hi, Sam: account menu" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("banner").getByText("Hi, Sam", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByText(`Hi, ${local}`)).toHaveCount(0);

  // A signed-in visitor never sees /auth.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await openMenu(page, menu);
  await expect(page.getByRole("menuitem", { name: "Order History" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Credit Account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
});

test("a forgotten password is reset from the e-mailed link", async ({ page, baseURL, request }) => {
  const email = `reset-${Date.now()}@example.co.uk`;
  // The account is opened and confirmed through the API, as the journey above proves the pages.
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { name: "Pat Fixer", email, password },
  });
  expect(signUp.ok()).toBe(true);
  const folder = mailDropDir(baseURL);
  await request.get(await linkFromNewestMail(folder, email, "/api/auth/verify-email?"));

  await openPage(page, "/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten Password" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent it a link");

  await page.goto(await linkFromNewestMail(folder, email, "/auth/reset-password?token="));
  await page.waitForLoadState("networkidle");
  await page.getByLabel("New password", { exact: true }).fill("new-hard-hat-7");
  await page.getByLabel("Confirm new password").fill("new-hard-hat-7");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("new-hard-hat-7");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: /^Hi, Pat:/ })).toBeVisible();
});

test("a demo account signed in by the journeys' helper is greeted in the header", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "trade", baseURL!);
  await openPage(page, "/");
  // Dan Hartley, the demo trade customer (README "Demo logins").
  await expect(page.getByRole("button", { name: /^Hi, Dan:/ })).toBeVisible();
});
