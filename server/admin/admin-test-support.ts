import { eq } from "drizzle-orm";
import pino from "pino";
import { testConfig } from "#server/accounts/accounts-test-support.ts";
import type { AppServices } from "#server/context.ts";
import type { Database, Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import type { Admin } from "./admin-guard.ts";

// Test support for the back office: the services over a test database, and the demo admin.

export function adminTestServices(database: Database): AppServices {
  return { config: testConfig, database, logger: pino({ level: "silent" }) };
}

export async function demoAdmin(db: Db): Promise<Admin> {
  const [user] = await db.select().from(users).where(eq(users.email, "admin@tradewear.test"));
  if (!user) throw new Error("the demo admin is missing: apply the demo seed first");
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: "admin",
    emailVerified: true,
  };
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
