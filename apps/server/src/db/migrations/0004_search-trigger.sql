-- Keeps products.search_vector: name (A), brand (B), the names of the category and its ancestors (C),
-- short and long description (D), with the 'italian' configuration over unaccented text, so that
-- "caffe" finds "Caffè" and "mele" finds "Mela". A trigger rather than a generated column because the
-- brand and category names live in other tables; the catalogue changes only when it is seeded.
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  brand_name text;
  category_names text;
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.brand_id = NEW.brand_id;
  WITH RECURSIVE lineage AS (
    SELECT c.category_id, c.parent_id, c.name FROM categories c WHERE c.category_id = NEW.category_id
    UNION ALL
    SELECT c.category_id, c.parent_id, c.name FROM categories c JOIN lineage l ON c.category_id = l.parent_id
  )
  SELECT string_agg(lineage.name, ' ') INTO category_names FROM lineage;
  NEW.search_vector :=
    setweight(to_tsvector('italian', f_unaccent(NEW.name)), 'A') ||
    setweight(to_tsvector('italian', f_unaccent(coalesce(brand_name, ''))), 'B') ||
    setweight(to_tsvector('italian', f_unaccent(coalesce(category_names, ''))), 'C') ||
    setweight(to_tsvector('italian', f_unaccent(NEW.short_descr || ' ' || NEW.description)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, short_descr, description, brand_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
-- Products seeded before this migration get their document now.
UPDATE products SET name = name;
