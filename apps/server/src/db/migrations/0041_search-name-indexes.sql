-- Issue 24 (decision 0045): the top of a search's ranking ("names that start with the first word and
-- hold every word") was read by visiting every product matching the words (7,761 heap rows for
-- 'pasta') to keep the few hundred named so. A GIN index on name_words and a prefix index on
-- name_sort let PostgreSQL AND the two bitmaps and visit only those rows (9.5 ms → 0.7 ms for 'pasta').
CREATE INDEX IF NOT EXISTS "products_name_words_idx" ON "products" USING gin ("name_words") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_sort_prefix_idx" ON "products" USING btree ("name_sort" text_pattern_ops);
