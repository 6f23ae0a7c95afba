-- Issue 21: "tè" is a product ("Tè verde") but, unaccented, "te" is an Italian stop word, which the
-- 'italian' configuration drops: "tè verde" searched only "verde" and "tè" alone searched nothing.
-- f_search_text is the one normalisation of every searched text (the documents, the lexicon, the
-- shopper's words): lower case, the word "tè" (also "thè", "té") written "the", unaccented.
-- The bracket classes are spelt out: a C-collated database (PGlite) may not count "è" as [:alnum:].
-- The document also weighs the product's own (leaf) category with the brand (B), its ancestors
-- staying C: "tisane" ranks the teas of "Tè e tisane" above the coffees of "Caffè, tè e tisane".
CREATE OR REPLACE FUNCTION f_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.f_unaccent(regexp_replace(lower($1), '(^|[^a-z0-9àèéìòù])(tè|thè|té)(?=$|[^a-z0-9àèéìòù])', '\1the', 'g')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  brand_name text;
  leaf_name text;
  category_names text;
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.brand_id = NEW.brand_id;
  WITH RECURSIVE lineage AS (
    SELECT c.category_id, c.parent_id, c.name FROM categories c WHERE c.category_id = NEW.category_id
    UNION ALL
    SELECT c.category_id, c.parent_id, c.name FROM categories c JOIN lineage l ON c.category_id = l.parent_id
  )
  SELECT string_agg(lineage.name, ' ') FILTER (WHERE lineage.category_id <> NEW.category_id),
    max(lineage.name) FILTER (WHERE lineage.category_id = NEW.category_id)
    INTO category_names, leaf_name FROM lineage;
  NEW.search_vector :=
    setweight(to_tsvector('italian', f_search_text(NEW.name)), 'A') ||
    setweight(to_tsvector('italian', f_search_text(concat_ws(' ', brand_name, leaf_name))), 'B') ||
    setweight(to_tsvector('italian', f_search_text(coalesce(category_names, ''))), 'C') ||
    setweight(to_tsvector('italian', f_search_text(NEW.short_descr || ' ' || NEW.description)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_words";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', f_search_text(name))) STORED;--> statement-breakpoint
-- Products seeded before this migration get their document now; the app rebuilds the lexicon when empty.
UPDATE products SET name = name;--> statement-breakpoint
DELETE FROM search_lexicon;
