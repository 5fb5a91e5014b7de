import { defineConfig } from "drizzle-kit";

// Only used by `npm run db:generate` to turn server/db/schema into SQL migrations.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  casing: "snake_case",
  strict: true,
  verbose: true,
});
