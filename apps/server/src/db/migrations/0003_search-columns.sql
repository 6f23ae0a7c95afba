CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(f_unaccent(name)))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (lower(f_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_word_prefix_idx" ON "search_lexicon" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_stem_idx" ON "search_lexicon" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");