import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { grantAdminRole } from "./admin-role.ts";

describeWithDatabase("grantAdminRole", (use) => {
  it("makes the account with that e-mail an admin, whatever the letter case, and audits it", async () => {
    const { db } = use();
    await db.insert(users).values({ id: "u-1", name: "Sam Owner", email: "sam@example.co.uk" });
    expect(await grantAdminRole(db, "  Sam@Example.co.uk ")).toEqual({
      outcome: "granted",
      userId: "u-1",
    });
    const [user] = await db.select().from(users).where(eq(users.id, "u-1"));
    expect(user?.role).toBe("admin");
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, "u-1"));
    expect(entries).toMatchObject([
      { action: "grant_admin_role", before: { role: "customer" }, after: { role: "admin" } },
    ]);
  });

  it("leaves an admin as it is and writes no second audit entry", async () => {
    const { db } = use();
    expect(await grantAdminRole(db, "sam@example.co.uk")).toEqual({
      outcome: "already-admin",
      userId: "u-1",
    });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, "u-1"))).toHaveLength(1);
  });

  it("reports an unknown e-mail and changes nothing", async () => {
    const { db } = use();
    expect(await grantAdminRole(db, "nobody@example.co.uk")).toEqual({
      outcome: "no-such-account",
    });
    expect(await db.select().from(users)).toHaveLength(1);
  });
});
