CREATE TABLE "brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name"),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"depth" integer NOT NULL,
	"position" integer NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_blocks" (
	"category_block_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"product_class_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "product_classes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"wp_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_descr" text NOT NULL,
	"description" text NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_id" integer,
	"category_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_standard_cents" integer,
	"unit_price_cents" integer,
	"unit_price_unit" text,
	"package_descr" text NOT NULL,
	"available" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"min_acq" numeric DEFAULT 1 NOT NULL,
	"max_acq" numeric,
	"product_infos" jsonb NOT NULL,
	"select_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo_id" integer,
	"delivery_warehouse_id" integer,
	"image_shape" text NOT NULL,
	"image_color" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promo_id" integer PRIMARY KEY NOT NULL,
	"css_class" text NOT NULL,
	"header" text NOT NULL,
	"body" text NOT NULL,
	"footer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address_number" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"latitude" numeric NOT NULL,
	"longitude" numeric NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" text DEFAULT 'store' NOT NULL,
	"delivery_service_ids" jsonb DEFAULT '[1]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"latitude" numeric NOT NULL,
	"longitude" numeric NOT NULL,
	"postalcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"radius_meters" integer
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_blocks" ADD CONSTRAINT "category_blocks_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_department_id_categories_category_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promo_id_promotions_promo_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("promo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","popularity");--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" USING btree ("department_id","popularity");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");