import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, profiles, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { accountsApp, Browser } from "./accounts-test-support.ts";
import { ensureAdmin, grantAdminRole, minAdminPasswordLength } from "./admin-role.ts";

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

describeWithDatabase("ensureAdmin (npm run admin:create)", (use) => {
  const signIn = (email: string, password: string) => {
    const browser = new Browser(accountsApp(use()));
    return browser.post("/api/auth/sign-in/email", { email, password }).then(async (response) => ({
      status: response.status,
      session: await browser.session(),
    }));
  };

  it("opens a confirmed admin account with the given password, which signs in, and audits it", async () => {
    const result = await ensureAdmin(use().db, " Owner@Tradewear.test ", "a-long-admin-pass");
    expect(result).toMatchObject({ outcome: "created", generatedPassword: undefined });
    const { status, session } = await signIn("owner@tradewear.test", "a-long-admin-pass");
    expect(status).toBe(200);
    expect(session?.user).toMatchObject({ email: "owner@tradewear.test", role: "admin" });
    const userId = result.userId;
    expect(await use().db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(1);
    expect(
      await use().db.select().from(auditLog).where(eq(auditLog.entityId, userId)),
    ).toMatchObject([{ action: "create_admin_account", after: { role: "admin" } }]);
  });

  it("generates a strong password when none is given, and that one signs in", async () => {
    const result = await ensureAdmin(use().db, "second@tradewear.test");
    if (result.outcome !== "created") throw new Error("expected a new account");
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(minAdminPasswordLength);
    expect((await signIn("second@tradewear.test", result.generatedPassword!)).status).toBe(200);
  });

  it("promotes an existing account instead, keeping its password", async () => {
    await use().db.insert(users).values({ id: "u-9", name: "Kim", email: "kim@example.co.uk" });
    expect(await ensureAdmin(use().db, "kim@example.co.uk", "ignored-password")).toEqual({
      outcome: "granted",
      userId: "u-9",
    });
  });

  it("refuses a short admin password and opens nothing", async () => {
    await expect(ensureAdmin(use().db, "short@tradewear.test", "abc12345")).rejects.toThrow(
      /at least 12 characters/,
    );
    expect(
      await use().db.select().from(users).where(eq(users.email, "short@tradewear.test")),
    ).toHaveLength(0);
  });
});
