-- A product's classes (jsonb ids) as a bit mask, for generated column products.class_mask: the class
-- facet and filter then cost a bit test per row instead of unnesting a jsonb array. Ids 0 to 30.
CREATE OR REPLACE FUNCTION product_class_mask(jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(bit_or(1 << id), 0) FROM (SELECT value::int AS id FROM jsonb_array_elements_text($1)) ids WHERE id BETWEEN 0 AND 30 $$;
