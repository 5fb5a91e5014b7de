import { z } from "zod";
import { grantAdminRole } from "#server/accounts/admin-role.ts";
import { getConfig } from "#server/config/env.ts";
import { configuredTarget, openDatabase } from "#server/db/client.ts";

// npm run admin:create -- EMAIL — DESIGN §4: the first admin is made by a script. The person signs
// up at /auth as usual; this gives their account the admin role.
const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error("Usage: npm run admin:create -- someone@example.co.uk");
  process.exit(2);
}
const config = getConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const result = await grantAdminRole(database.db, email.data);
  if (result.outcome === "no-such-account") {
    console.error(
      `No account uses ${email.data}. Sign up with it at /auth first, then run this again.`,
    );
    process.exitCode = 1;
  } else {
    console.warn(
      result.outcome === "granted"
        ? `${email.data} is now an admin.`
        : `${email.data} was already an admin.`,
    );
  }
} finally {
  await database.close();
}
