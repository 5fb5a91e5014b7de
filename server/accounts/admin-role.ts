import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog, users } from "../db/schema/index.ts";

export type GrantAdminResult =
  | { outcome: "granted"; userId: string }
  | { outcome: "already-admin"; userId: string }
  | { outcome: "no-such-account" };

/**
 * DESIGN §4: admin is a role. Makes the account with this e-mail (any letter case) an admin and
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
