-- Trigram matching for substring search on names and professions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
