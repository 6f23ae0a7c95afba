CREATE TABLE "wishlist_items" (
	"item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_quantity_check" CHECK ("wishlist_items"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_selections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_shares_list_id_user_id_pk" PRIMARY KEY("list_id","user_id"),
	CONSTRAINT "wishlist_shares_grant_check" CHECK ("wishlist_shares"."grant" in ('READ', 'WRITE'))
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"list_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlists_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_kind_check" CHECK ("wishlists"."kind" in ('list', 'favourites'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_list_id_wishlists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wishlists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_selections" ADD CONSTRAINT "wishlist_selections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_selections" ADD CONSTRAINT "wishlist_selections_list_id_wishlists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wishlists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_list_id_wishlists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wishlists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_product_per_list_unique" ON "wishlist_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlist_shares_user_idx" ON "wishlist_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_favourites_per_user_unique" ON "wishlists" USING btree ("user_id") WHERE "wishlists"."kind" = 'favourites';--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_name_per_user_unique" ON "wishlists" USING btree ("user_id",lower("name")) WHERE "wishlists"."kind" = 'list';