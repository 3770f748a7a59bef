-- No change to the database: drizzle-kit records here (meta/0008_snapshot.json) the schema that the
-- hand-written migrations 0005-0007 built, so the next `node src/db/generate-migrations.mjs` starts from it.
SELECT 1;
