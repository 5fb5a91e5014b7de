import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { NewMail } from "./accounts-queries.ts";

// The e-mails of the accounts: confirm the address after sign-up, reset a forgotten password.
// Plain text like the order confirmation; the links are absolute, built on PUBLIC_URL. Issue 18.9:
// signed with the shop's trading name from its settings.

/** Where the confirmation link lands once the address is confirmed: the sign-in form. */
export const confirmedPath = "/auth?confirmed=1";

/** The page that takes a new password for a reset token. */
export const resetPasswordPath = "/auth/reset-password";

function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Dear ${first},` : "Hello,";
}

/**
 * The confirmation link: Better Auth's verify-email endpoint with our own landing page, whatever
 * callback the request asked for (the sign-in page, told the address is confirmed).
 */
export function verificationLink(publicUrl: string, token: string): string {
  const url = new URL("/api/auth/verify-email", publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", confirmedPath);
  return url.toString();
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  const url = new URL(resetPasswordPath, publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function verificationMail(
  user: { name: string; email: string },
  link: string,
  shop: Pick<ShopSettings, "tradingName">,
): NewMail {
  const name = shop.tradingName;
  return {
    toAddress: user.email,
    subject: `Confirm your ${name} account`,
    template: "account_verification",
    textBody: [
      greeting(user.name),
      "",
      `Thank you for opening a ${name} account. Please confirm your e-mail address by opening this link:`,
      "",
      link,
      "",
      "The link works for 24 hours. Then sign in with your e-mail address and password.",
      "",
      "If you did not sign up, you can ignore this e-mail: the account cannot be used without the confirmation.",
      "",
      name,
    ].join("\n"),
  };
}

export function resetPasswordMail(
  user: { name: string; email: string },
  link: string,
  shop: Pick<ShopSettings, "tradingName">,
): NewMail {
  const name = shop.tradingName;
  return {
    toAddress: user.email,
    subject: `Reset your ${name} password`,
    template: "account_password_reset",
    textBody: [
      greeting(user.name),
      "",
      `We received a request to reset the password of your ${name} account. Choose a new one here:`,
      "",
      link,
      "",
      "The link works for one hour and once only.",
      "",
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
      "",
      name,
    ].join("\n"),
  };
}
