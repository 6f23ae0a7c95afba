-- Food information of Reg. 1169/2011 art. 14 (decision 0017): one jsonb document per food product, in
-- its own table so that listings and searches do not read label text. The allergens it contains or may
-- contain become a bit mask (bit = position in the domain's allergenCodes, the Annex II order), for the
-- 'Senza …' filters and facet counts.
CREATE OR REPLACE FUNCTION food_allergen_mask(jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(bit_or(1 << (position - 1)), 0)
    FROM (
      SELECT array_position(
        ARRAY['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'],
        code) AS position
      FROM jsonb_array_elements_text(coalesce($1 -> 'allergens', '[]'::jsonb) || coalesce($1 -> 'mayContain', '[]'::jsonb)) AS codes(code)
    ) positions
    WHERE position IS NOT NULL $$;--> statement-breakpoint
CREATE TABLE "product_food_information" (
  "product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("product_id") ON DELETE CASCADE,
  "information" jsonb NOT NULL,
  "excluded_allergen_mask" integer GENERATED ALWAYS AS (food_allergen_mask(information)) STORED NOT NULL
);
