import fc from "fast-check";
import { json, get, q, type FuzzIds, type Target } from "./fuzz-builders.ts";

// Accounts (Better Auth, server/accounts).
export function accountTargets(_ids: FuzzIds): Target[] {
  return [
    json(
      "POST /api/auth/sign-in/email",
      "visitor",
      "POST",
      fc.constant("/api/auth/sign-in/email"),
      { email: "nobody@example.co.uk", password: "wrong-password-1", rememberMe: true },
    ),
    json(
      "POST /api/auth/sign-up/email",
      "visitor",
      "POST",
      fc.constant("/api/auth/sign-up/email"),
      {
        name: "Sam Builder",
        email: "fuzz@example.co.uk",
        password: "site-boots-42",
        companyName: "Acme",
        phone: "01632 960123",
      },
    ),
    json(
      "POST /api/auth/request-password-reset",
      "visitor",
      "POST",
      fc.constant("/api/auth/request-password-reset"),
      { email: "nobody@example.co.uk", redirectTo: "/auth/reset-password" },
    ),
    json(
      "POST /api/auth/reset-password",
      "visitor",
      "POST",
      fc.constant("/api/auth/reset-password"),
      { token: "not-a-token", newPassword: "a-new-password-42" },
    ),
    json("POST /api/auth/update-user", "account", "POST", fc.constant("/api/auth/update-user"), {
      name: "Amy Clarke",
      image: null,
    }),
    json(
      "POST /api/auth/change-password",
      "account",
      "POST",
      fc.constant("/api/auth/change-password"),
      {
        currentPassword: "not-the-password",
        newPassword: "a-new-password-42",
        revokeOtherSessions: false,
      },
    ),
    get(
      "GET /api/auth/verify-email",
      "visitor",
      q("/api/auth/verify-email", "token", "not-a-token"),
    ),
    get(
      "GET /api/auth/get-session",
      "account",
      q("/api/auth/get-session", "disableCookieCache", "true"),
    ),
  ];
}
