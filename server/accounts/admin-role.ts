import { randomBytes } from "node:crypto";
import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, auditLog, profiles, users } from "../db/schema/index.ts";

export type GrantAdminResult =
  | { outcome: "granted"; userId: string }
  | { outcome: "already-admin"; userId: string }
  | { outcome: "no-such-account" };

/**
 * DESIGN §4: admin is a role, given by `npm run admin:create -- EMAIL` (scripts/admin-create.ts),
 * never through the API. Makes the account with this e-mail (any letter case) an admin and
 * records the change in the audit log, in one transaction.
 */
export async function grantAdminRole(db: Db, email: string): Promise<GrantAdminResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for("update");
    if (!user) return { outcome: "no-such-account" };
    if (user.role === "admin") return { outcome: "already-admin", userId: user.id };
    await tx
      .update(users)
      .set({ role: "admin", updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: "grant_admin_role",
      entityType: "user",
      entityId: user.id,
      before: { role: user.role },
      after: { role: "admin" },
    });
    return { outcome: "granted", userId: user.id };
  });
}

/** An admin's password: longer than a customer's minimum, since the account can change prices. */
export const minAdminPasswordLength = 12;

export type CreateAdminResult = { outcome: "created"; userId: string };

/**
 * Opens an admin account for an address nobody uses yet: confirmed (the operator running the
 * script vouches for it), with this password as its sign-in, a profile row, and an audit entry —
 * in one transaction. The password is hashed the way Better Auth checks it at sign-in.
 */
export async function createAdminAccount(
  db: Db,
  email: string,
  password: string,
): Promise<CreateAdminResult> {
  if (password.length < minAdminPasswordLength) {
    throw new Error(`an admin password needs at least ${minAdminPasswordLength} characters`);
  }
  const address = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const userId = generateId();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name: address.split("@")[0] ?? address,
      email: address,
      emailVerified: true,
      role: "admin",
    });
    await tx.insert(accounts).values({
      id: generateId(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
    await tx.insert(profiles).values({ id: userId });
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: "create_admin_account",
      entityType: "user",
      entityId: userId,
      before: null,
      after: { email: address, role: "admin" },
    });
  });
  return { outcome: "created", userId };
}

export type EnsureAdminResult =
  | Exclude<GrantAdminResult, { outcome: "no-such-account" }>
  | (CreateAdminResult & { generatedPassword: string | undefined });

/**
 * `npm run admin:create -- EMAIL`: promotes the account with this address, or opens an admin
 * account for it with `password` — or, without one, a strong generated password returned once
 * (to be printed once and never stored in clear).
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password?: string,
): Promise<EnsureAdminResult> {
  const granted = await grantAdminRole(db, email);
  if (granted.outcome !== "no-such-account") return granted;
  const generatedPassword =
    password === undefined ? randomBytes(18).toString("base64url") : undefined;
  const created = await createAdminAccount(db, email, password ?? generatedPassword ?? "");
  return { ...created, generatedPassword };
}
