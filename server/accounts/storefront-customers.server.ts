import { and, eq, gt } from "drizzle-orm";
import type {
  CustomerAccounts,
  CustomerCaller,
  CustomerRecord,
  CustomerUserError,
} from "#commerce/engine/customer/customer-accounts.ts";
import type { Db } from "#server/db/client.ts";
import { profiles, sessions, users } from "#server/db/schema/index.ts";
import {
  countOrdersOfUser,
  listItemsOfOrders,
  listOrdersPageOfUser,
} from "#server/orders/orders-queries.ts";
import type { Auth } from "./auth.server.ts";
import { clientIpHeader } from "./client-ip.ts";

// Issue 13.6: the Storefront API's customer surface over the shop's accounts. Signing in, signing
// up and asking for a password reset go through Better Auth's own endpoints (auth.handler), so a
// headless storefront meets every check the shop's pages do: the per-address and per-account
// sign-in throttles, the verified e-mail, the password rules. A customer access token is the
// session's token as Better Auth keeps it (not the signed cookie, which only the shop's own
// pages hold): it lapses with the session, and a password reset or customerAccessTokenDelete
// revokes it.

const sessionDays = 30;
const day = 24 * 60 * 60 * 1000;

type AuthAnswer = { status: number; body: Record<string, unknown> };

function requestTo(publicUrl: string, path: string, body: unknown, caller: CustomerCaller) {
  return new Request(`${publicUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: new URL(publicUrl).origin,
      ...(caller.clientIp ? { [clientIpHeader]: caller.clientIp } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function ask(auth: Auth, request: Request): Promise<AuthAnswer> {
  const response = await auth.handler(request);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

const error = (code: string, field: string[] | null, message: string): CustomerUserError => ({
  code,
  field,
  message,
});

const tooMany = error(
  "THROTTLED",
  null,
  "Too many attempts from here. Please wait a minute and try again.",
);

/** A refused sign-in in Shopify's terms; the message the shop's own sign-in gives. */
function signInRefusal({ status, body }: AuthAnswer): CustomerUserError {
  const message = typeof body["message"] === "string" ? body["message"] : "";
  // The per-account lockout (sign-in-throttle.ts, also a 429) says so in its own words.
  if (body["code"] === "ACCOUNT_LOCKED") return error("CUSTOMER_DISABLED", null, message);
  if (status === 429) return tooMany;
  if (body["code"] === "EMAIL_NOT_VERIFIED")
    return error(
      "UNIDENTIFIED_CUSTOMER",
      null,
      "Please confirm your e-mail address first: we sent you a link when you signed up.",
    );
  return error("UNIDENTIFIED_CUSTOMER", null, "Unidentified customer");
}

/** A refused sign-up: the field Better Auth or our details check named, in Shopify's codes. */
function signUpRefusal({ status, body }: AuthAnswer): CustomerUserError {
  if (status === 429) return tooMany;
  const code = String(body["code"] ?? "");
  const message =
    typeof body["message"] === "string" ? body["message"] : "The details are not valid";
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
    return error("TAKEN", ["input", "email"], message);
  if (code === "PASSWORD_TOO_SHORT") return error("TOO_SHORT", ["input", "password"], message);
  if (code === "PASSWORD_TOO_LONG") return error("TOO_LONG", ["input", "password"], message);
  if (code === "INVALID_EMAIL") return error("INVALID", ["input", "email"], message);
  const field = typeof body["field"] === "string" ? body["field"] : null;
  return error("INVALID", field ? ["input", field] : null, message);
}

async function customerById(db: Db, userId: string): Promise<CustomerRecord | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

async function liveSession(db: Db, token: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export function createStorefrontCustomers(options: {
  auth: Auth;
  db: Db;
  publicUrl: string;
}): CustomerAccounts {
  const { auth, db, publicUrl } = options;
  return {
    async signIn({ email, password }, caller) {
      const answer = await ask(
        auth,
        requestTo(publicUrl, "/sign-in/email", { email, password, rememberMe: true }, caller),
      );
      const token = answer.body["token"];
      if (answer.status !== 200 || typeof token !== "string")
        return { errors: [signInRefusal(answer)] };
      const session = await liveSession(db, token);
      if (!session) return { errors: [signInRefusal({ status: 401, body: {} })] };
      return { token: { accessToken: token, expiresAt: session.expiresAt } };
    },
    async signUp(input, caller) {
      const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
      const answer = await ask(
        auth,
        requestTo(
          publicUrl,
          "/sign-up/email",
          {
            email: input.email,
            password: input.password,
            name,
            ...(input.firstName ? { firstName: input.firstName } : {}),
            ...(input.lastName ? { lastName: input.lastName } : {}),
            ...(input.phone ? { phone: input.phone } : {}),
          },
          caller,
        ),
      );
      const user = answer.body["user"] as { id?: unknown } | undefined;
      if (answer.status !== 200 || typeof user?.id !== "string")
        return { errors: [signUpRefusal(answer)] };
      const customer = await customerById(db, user.id);
      return customer ? { customer } : { errors: [signUpRefusal(answer)] };
    },
    async recover(email, caller) {
      const answer = await ask(
        auth,
        requestTo(publicUrl, "/request-password-reset", { email, redirectTo: "/" }, caller),
      );
      if (answer.status === 429) return { errors: [tooMany] };
      if (answer.status === 400)
        return { errors: [error("INVALID", ["email"], "Enter a valid e-mail address")] };
      return { errors: [] };
    },
    async renew(accessToken) {
      const session = await liveSession(db, accessToken);
      if (!session) return null;
      const expiresAt = new Date(Date.now() + sessionDays * day);
      await db
        .update(sessions)
        .set({ expiresAt, updatedAt: new Date() })
        .where(eq(sessions.id, session.id));
      return { accessToken, expiresAt };
    },
    async revoke(accessToken) {
      const deleted = await db
        .delete(sessions)
        .where(eq(sessions.token, accessToken))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },
    async customerOf(accessToken) {
      const session = await liveSession(db, accessToken);
      return session ? customerById(db, session.userId) : null;
    },
    async ordersOf(userId, page) {
      const rows = await listOrdersPageOfUser(db, userId, page);
      const items = await listItemsOfOrders(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((order) => ({
        orderNumber: order.orderNumber,
        createdAt: order.createdAt,
        status: order.status,
        paymentMethod: order.paymentMethod,
        subtotalPence: order.subtotalPence,
        discountPence: order.discountPence,
        deliveryPence: order.deliveryPence,
        vatPence: order.vatPence,
        totalPence: order.totalPence,
        lines: items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            title: item.productTitle,
            variantTitle: item.variantTitle,
            variantId: item.variantId,
            quantity: item.quantity,
            lineExVatPence: item.lineExVatPence,
            customizationType: item.customizationType,
            customizationPosition: item.customizationPosition,
          })),
      }));
    },
    countOrders: (userId) => countOrdersOfUser(db, userId),
  };
}
