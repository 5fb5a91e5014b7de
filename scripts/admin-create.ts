import { z } from "zod";
import { ensureAdmin, minAdminPasswordLength } from "#server/accounts/admin-role.ts";
import { getConfig } from "#server/config/env.ts";
import { configuredTarget, openDatabase } from "#server/db/client.ts";

// npm run admin:create -- EMAIL — DESIGN §4: admins are made by this script, never through the
// API. An existing account (signed up at /auth) is promoted; for a new address an admin account
// is opened, confirmed, with the password in ADMIN_PASSWORD or else a generated one, printed once.
// (ADMIN_PASSWORD is read here, like the address argument: it is this script's input, not the
// shop's configuration.)
const email = z.email().safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error("Usage: npm run admin:create -- someone@example.co.uk");
  console.error("       (ADMIN_PASSWORD=… sets the password of a new admin account)");
  process.exit(2);
}
const password = process.env["ADMIN_PASSWORD"] || undefined;
if (password !== undefined && password.length < minAdminPasswordLength) {
  console.error(`ADMIN_PASSWORD must be at least ${minAdminPasswordLength} characters.`);
  process.exit(2);
}
const config = getConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  const result = await ensureAdmin(database.db, email.data, password);
  if (result.outcome === "created") {
    console.warn(`Opened an admin account for ${email.data}.`);
    if (result.generatedPassword) {
      console.warn(
        `Its password (shown this once; sign in and keep it safe): ${result.generatedPassword}`,
      );
    } else {
      console.warn("It signs in with the password in ADMIN_PASSWORD.");
    }
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
