-- Trigram matching for the typo-tolerant profile search (db/schema.ts,
-- ngo_profiles search indexes). Ships with PostgreSQL's contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
