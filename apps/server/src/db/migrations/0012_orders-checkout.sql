CREATE TABLE "order_lines" (
	"order_line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product" jsonb NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"weight_thousandths" integer,
	"unit_price_cents" integer NOT NULL,
	"gross_total_cents" integer NOT NULL,
	"variable_weight" boolean NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"accept_alternatives" boolean NOT NULL,
	"custom_weight_thousandths" integer,
	"delivered_product_id" integer,
	"delivered_product" jsonb,
	"delivered_quantity_thousandths" integer,
	"real_weight_thousandths" integer,
	"delivered_gross_total_cents" integer,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"order_status_history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"order_status_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"shipping_address_id" integer,
	"shipping_address" jsonb NOT NULL,
	"store_id" integer,
	"warehouse_id" integer,
	"timeslot_id" integer,
	"slot_date" date NOT NULL,
	"begin_time" text NOT NULL,
	"end_time" text NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"package_total_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"gift_total_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"variable_weight_cents" integer NOT NULL,
	"preauthorised_cents" integer,
	"final_total_cents" integer,
	"adjustments" jsonb NOT NULL,
	"cart_infos" jsonb NOT NULL,
	"replaces_order_id" integer,
	"agent_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_cents" >= 0 AND "orders"."sub_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"transaction_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"transaction_payment_type_id" integer NOT NULL,
	"transaction_status_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"user_payment_auth_id" integer,
	"payment_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."transaction_status_id" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"reservation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_reservations_reservation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"timeslot_id" integer NOT NULL,
	"cart_id" integer,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservations_kind_check" CHECK ("slot_reservations"."kind" IN ('hold', 'booking')),
	CONSTRAINT "slot_reservations_shape_check" CHECK (("slot_reservations"."kind" = 'hold' AND "slot_reservations"."expires_at" IS NOT NULL) OR ("slot_reservations"."kind" = 'booking' AND "slot_reservations"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_delivered_product_id_products_product_id_fk" FOREIGN KEY ("delivered_product_id") REFERENCES "public"."products"("product_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_timeslot_id_timeslots_timeslot_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("timeslot_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_timeslot_id_timeslots_timeslot_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("timeslot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_unique" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("timeslot_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_live_per_cart_unique" ON "slot_reservations" USING btree ("cart_id") WHERE "slot_reservations"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_live_per_order_unique" ON "slot_reservations" USING btree ("order_id") WHERE "slot_reservations"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "slot_reservations_live_holds_idx" ON "slot_reservations" USING btree ("timeslot_id") WHERE "slot_reservations"."kind" = 'hold' AND "slot_reservations"."released_at" IS NULL;