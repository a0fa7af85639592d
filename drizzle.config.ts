import { defineConfig } from "drizzle-kit";

// drizzle-kit generates the committed SQL migrations from the schema (`npm run db:generate`).
// The app applies them itself on start (server/db/migrate.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});
