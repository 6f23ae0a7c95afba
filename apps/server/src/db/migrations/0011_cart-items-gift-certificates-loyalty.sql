CREATE TABLE "cart_items" (
	"cart_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_cart_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"params_key" text DEFAULT '' NOT NULL,
	"accept_alternatives" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"custom_weight_thousandths" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"gift_certificate_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_certificates_gift_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"value_type" text NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"min_cart_total_cents" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"assigned_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_value_type" CHECK ("gift_certificates"."value_type" IN ('fixed', 'percent')),
	CONSTRAINT "gift_certificates_value_positive" CHECK ("gift_certificates"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_gift_certificates" (
	"user_gift_certificate_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_gift_certificates_user_gift_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_certificate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_gift_certificates_status" CHECK ("user_gift_certificates"."status" IN ('applied', 'used'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"card_number" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_assigned_user_id_users_user_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_gift_certificate_id_gift_certificates_gift_certificate_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("gift_certificate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_unique" ON "cart_items" USING btree ("cart_id","product_id","params_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_unique" ON "gift_certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_certificates_assigned_user_idx" ON "gift_certificates" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_gift_certificates_cart_unique" ON "user_gift_certificates" USING btree ("cart_id","gift_certificate_id");--> statement-breakpoint
CREATE INDEX "user_gift_certificates_user_idx" ON "user_gift_certificates" USING btree ("user_id");