-- Trigram matching for product title search (GIN index on lower(title)). Installed into public so a
-- test schema dropped with CASCADE never takes the extension, and other schemas' indexes, with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
