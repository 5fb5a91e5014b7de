import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import type { z } from "zod";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { resolveSessionSecret } from "#server/config/env.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import type { AppServices } from "#server/context.ts";
import { accounts, rateLimits, sessions, users, verifications } from "#server/db/schema/index.ts";
import { capText } from "#server/logging/log-safety.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import {
  resetPasswordLink,
  resetPasswordMail,
  verificationLink,
  verificationMail,
} from "./account-mail.ts";
import { getUserIdByEmail, insertMail, insertProfile, type NewMail } from "./accounts-queries.ts";
import { clientIpHeader } from "./client-ip.ts";
import {
  claimSignInAttempt,
  forgetSignInFailures,
  settleSignInAttempt,
} from "./sign-in-throttle.ts";
import { profileFor, SignUpDetailsSchema, UpdateUserDetailsSchema } from "./sign-up-details.ts";

// Issue 5, DESIGN §1 and §4: accounts and sessions are Better Auth's, over our own tables through
// the Drizzle adapter (so the same code runs on PGlite and PostgreSQL). Sessions live in the
// database, never in a cookie cache, so every instance sees a sign-out at once; rate limits live
// in the database too. The role is ours: `customer` for everyone who signs up, `admin` only
// through `npm run admin:create` (server/accounts/admin-role.ts), never through the API.

export type AuthServices = Pick<AppServices, "config" | "database" | "logger">;

/** spec/back-office.md §5: passwords of at least 6 characters. */
export const minPasswordLength = 6;

/** Attempts per IP address and minute before a 429, for sign-in and for sign-up. */
export const signInAttemptsPerMinute = 10;
export const signUpAttemptsPerMinute = 10;

/** The message of a refused sign-up with a known address (spec §8 'already registered'). */
export const alreadyRegisteredMessage = "This email is already registered. Please sign in instead.";

const day = 24 * 60 * 60;

/** A body Better Auth is about to read, checked first: a 400 naming the first bad field. */
function refuseBadFields(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  throw new APIError("BAD_REQUEST", {
    code: "INVALID_FIELD",
    field: String(issue?.path[0] ?? "body"),
    message: issue?.message ?? "The details are not valid",
  });
}

export function createAuth(services: AuthServices) {
  const { config, database, logger } = services;
  const { db } = database;
  const publicUrl = new URL(config.publicUrl);

  // Mail is written to the outbox and sent after the write, as the order confirmation is; a
  // failed send leaves the row pending for a later run, never failing the request.
  async function queueMail(mail: NewMail) {
    await insertMail(db, mail);
    try {
      await sendPendingMail(services);
    } catch (error) {
      logger.error({ err: error, template: mail.template }, "sending account mail failed");
    }
  }

  const emailOf = (body: unknown): unknown => (body as { email?: unknown } | undefined)?.email;

  const beforeHook = createAuthMiddleware(async (ctx) => {
    // Issue 10.11: the per-account throttle (sign-in-throttle.ts); it runs after Better Auth's
    // per-address limit, which answers first.
    if (ctx.path === "/sign-in/email") return claimSignInAttempt(db, emailOf(ctx.body));
    if (ctx.path === "/update-user") return refuseBadFields(UpdateUserDetailsSchema, ctx.body);
    if (ctx.path !== "/sign-up/email") return;
    // Runs before Better Auth reads the body: name, company and phone (all optional) are checked
    // here (a 400 naming the field), then a known address is refused with the spec's message.
    // Better Auth itself would answer a duplicate with a made-up success once e-mail verification
    // is on.
    const details = SignUpDetailsSchema.safeParse(ctx.body ?? {});
    if (!details.success) {
      const issue = details.error.issues[0];
      throw new APIError("BAD_REQUEST", {
        code: "INVALID_FIELD",
        field: String(issue?.path[0] ?? "body"),
        message: issue?.message ?? "The sign-up details are not valid",
      });
    }
    const email = emailOf(ctx.body);
    if (typeof email === "string" && (await getUserIdByEmail(db, email)) !== null) {
      throw new APIError("UNPROCESSABLE_ENTITY", {
        code: "USER_ALREADY_EXISTS",
        message: alreadyRegisteredMessage,
      });
    }
    // spec/back-office.md §5: the name is optional, but Better Auth's body wants one: a sign-up
    // without it goes on with "" (the checked, trimmed name otherwise).
    return { context: { body: { ...(ctx.body as object), name: details.data.name } } };
  });

  const afterHook = createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/sign-in/email")
      await settleSignInAttempt(db, emailOf(ctx.body), ctx.context.returned);
  });

  return betterAuth({
    appName: "Tradewear",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    // Test runs without SESSION_SECRET get a secret of their own instead of writing DATA_DIR.
    secret:
      config.sessionSecret ??
      (config.mode === "test" ? randomBytes(32).toString("hex") : resolveSessionSecret(config)),
    trustedOrigins: [publicUrl.origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      // Better Auth's model names → our plural snake_case tables (server/db/schema/auth.ts and
      // system.ts). The columns carry Better Auth's field names as their keys already.
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    logger: {
      // "info", not "warn": at warn Better Auth also prints every refused request (a wrong
      // password, say) to the console as an error. Pino applies LOG_LEVEL after this.
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "info",
      log: (level, message, ...args) =>
        // Issue 10.12: Better Auth's messages may echo input; `detail` is cleaned by the logger.
        logger[level]({ detail: args.length > 0 ? args : undefined }, `auth: ${capText(message)}`),
    },
    user: {
      additionalFields: {
        // DESIGN §4: admin is a role. input: false — a sign-up or profile update cannot set it.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Issue 10.11: a new password lifts the account's sign-in lockout (its message says so).
      onPasswordReset: async ({ user }) => forgetSignInFailures(db, user.email),
      sendResetPassword: async ({ user, token }) => {
        const shop = await getShopSettings(database);
        await queueMail(resetPasswordMail(user, resetPasswordLink(config.publicUrl, token), shop));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The person signs in after confirming (the link proves the address, not the password).
      autoSignInAfterVerification: false,
      expiresIn: day,
      sendVerificationEmail: async ({ user, token }) => {
        const shop = await getShopSettings(database);
        await queueMail(verificationMail(user, verificationLink(config.publicUrl, token), shop));
      },
    },
    session: {
      expiresIn: 30 * day,
      updateAge: day,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      // Better Auth limits only in production by default; here always, stored in the database
      // so every instance counts together (DESIGN §1).
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: signUpAttemptsPerMinute },
      },
    },
    advanced: {
      useSecureCookies: publicUrl.protocol === "https:",
      cookiePrefix: "tradewear",
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    hooks: { before: beforeHook, after: afterHook },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            await insertProfile(db, profileFor(user, ctx?.body));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
