-- Trigram similarity for the search's typo tolerance ("michelin pilot sprot"). PostgreSQL ships
-- pg_trgm with its contrib modules; PGlite loads it as an extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
