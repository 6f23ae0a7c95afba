-- Italian-aware search: accents ignored (unaccent) and typos tolerated (trigram similarity).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
