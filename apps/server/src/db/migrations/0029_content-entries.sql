-- The embedded content of each brand (issue 20, docs/decisions/0023): pages, menus, slides, flyers, FAQ
-- and their categories, awards and ux-blocks, one row each, loaded from apps/server/content/<brand>/ at
-- start. Upserted by (brand, type, slug), so a post's id (what WordPress answers as `id`) survives restarts.
-- HTML in content/excerpt is sanitised by the loader; `acf` holds the custom fields, `meta` the SEO ones,
-- `terms` the ids of the taxonomy terms (faq_category rows) a post belongs to.
CREATE TABLE "content_entries" (
  "id" serial PRIMARY KEY,
  "brand" text NOT NULL,
  "type" text NOT NULL,
  "slug" text NOT NULL,
  "title" text NOT NULL,
  "content" text NOT NULL DEFAULT '',
  "excerpt" text NOT NULL DEFAULT '',
  "meta" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "acf" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "terms" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "menu_order" integer NOT NULL DEFAULT 0,
  "date" timestamp(0) NOT NULL,
  "modified" timestamp(0) NOT NULL,
  CONSTRAINT "content_entries_brand_type_slug_unique" UNIQUE ("brand", "type", "slug")
);
