// drizzle-kit reads this to generate SQL migrations from src/db/schema.ts. Run
// `node src/db/generate-migrations.mjs` rather than drizzle-kit directly: it also keeps the SQL free of
// a hard-coded "public" schema so migrations can run in isolated test schemas.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
  strict: true,
  verbose: false,
});
