-- Promotions become data the cart computes with (issue 19): a rule (kind and parameters), the days
-- it runs, the brands and warehouses it runs in and, optionally, the flyer (volantino) it belongs to.
-- The tile's view (css class, header, body, footer) is derived from the rule, so its columns go.
CREATE TABLE "flyers" (
	"flyer_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	CONSTRAINT "flyers_brand_slug_unique" UNIQUE("brand","slug"),
	CONSTRAINT "flyers_validity_check" CHECK ("flyers"."valid_from" <= "flyers"."valid_to")
);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "valid_from" date DEFAULT '2026-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "valid_to" date DEFAULT '2030-12-31' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "brands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "warehouse_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "flyer_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_flyer_id_flyers_flyer_id_fk" FOREIGN KEY ("flyer_id") REFERENCES "public"."flyers"("flyer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A database seeded before this migration: its promotions were only a view; the rule each one showed.
UPDATE "promotions" SET "rule" = CASE
	WHEN "css_class" = 'promo-3x2' THEN '{"kind":"multiBuy","take":3,"pay":2}'::jsonb
	WHEN "css_class" = 'promo-2x1' THEN '{"kind":"multiBuy","take":2,"pay":1}'::jsonb
	WHEN "css_class" = 'promo-second-half' THEN '{"kind":"nthPiece","nth":2,"percentOff":50}'::jsonb
	WHEN "css_class" = 'promo-fidelity' THEN jsonb_build_object('kind', 'cardPrice', 'percentOff', coalesce(substring("header" from '(\d+)%')::int, 15))
	-- 'Sottocosto', 'Prezzo bloccato': the cut their products' prices show.
	ELSE jsonb_build_object('kind', 'percent', 'percentOff', least(90, greatest(1, coalesce(substring("header" from '(\d+)%')::int, substring("body" from '(\d+)%')::int,
		(SELECT round(100 - 100.0 * avg("products"."price_cents") / avg("products"."price_standard_cents"))::int FROM "products"
			WHERE "products"."promo_id" = "promotions"."promo_id" AND "products"."price_standard_cents" > 0), 10))))
END, "label" = CASE WHEN "header" !~ '^(-\d+%|\dx\d|2° a -50%|Carta -\d+%)$' THEN "header" END;--> statement-breakpoint
UPDATE "promotions" SET "kind" = "rule"->>'kind';--> statement-breakpoint
-- Their products showed multi-buys and card prices as a lower price for everyone: the standard price is back.
UPDATE "products" SET "price_cents" = "products"."price_standard_cents", "price_standard_cents" = NULL,
	"unit_price_cents" = round("products"."unit_price_cents"::numeric * "products"."price_standard_cents" / greatest("products"."price_cents", 1))::int
FROM "promotions" WHERE "promotions"."promo_id" = "products"."promo_id" AND "promotions"."kind" IN ('multiBuy', 'nthPiece', 'cardPrice')
	AND "products"."price_standard_cents" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "rule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" IN ('percent', 'fixedPrice', 'multiBuy', 'nthPiece', 'cardPrice') AND "promotions"."rule"->>'kind' = "promotions"."kind");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_validity_check" CHECK ("promotions"."valid_from" <= "promotions"."valid_to");--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "css_class";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "header";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "footer";--> statement-breakpoint
-- The promotion an order line got, as it was when bought: weighing and substitutions recompute with it.
ALTER TABLE "order_lines" ADD COLUMN "promotion" jsonb;
