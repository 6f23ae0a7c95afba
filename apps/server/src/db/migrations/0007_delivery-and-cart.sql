CREATE TABLE "carts" (
	"cart_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"cart_status_id" integer DEFAULT 0 NOT NULL,
	"store_id" integer,
	"warehouse_id" integer,
	"delivery_service_id" integer,
	"shipping_address_id" integer,
	"address_auto_assigned" boolean DEFAULT true NOT NULL,
	"timeslot_id" integer,
	"timeslot_auto_assigned" boolean DEFAULT true NOT NULL,
	"cart_infos" jsonb DEFAULT '{"order_comment":"","need_invoice":"false"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"address_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"store_id" integer,
	"warehouse_id" integer,
	"address_type_id" integer NOT NULL,
	"delivery_service_id" integer NOT NULL,
	"address_name" text NOT NULL,
	"address1" text NOT NULL,
	"address_number" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"doorbell_name" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"reference_phone_number" text DEFAULT '' NOT NULL,
	"address_note" text DEFAULT '' NOT NULL,
	"elevator" boolean DEFAULT false NOT NULL,
	"latitude" numeric,
	"longitude" numeric,
	"active" boolean DEFAULT true NOT NULL,
	"subscription_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."address_type_id" IN (2, 3, 5))
);
--> statement-breakpoint
CREATE TABLE "delivery_fees" (
	"delivery_service_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_threshold_cents" integer,
	CONSTRAINT "delivery_fees_delivery_service_id_warehouse_id_pk" PRIMARY KEY("delivery_service_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"timeslot_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timeslots_timeslot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"warehouse_id" integer,
	"delivery_service_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"begin_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeslots_one_owner_check" CHECK (("timeslots"."store_id" IS NULL) <> ("timeslots"."warehouse_id" IS NULL)),
	CONSTRAINT "timeslots_capacity_check" CHECK ("timeslots"."booked" >= 0 AND "timeslots"."booked" <= "timeslots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "user_company_points" (
	"user_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_company_points_user_id_address_id_pk" PRIMARY KEY("user_id","address_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_store_address_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_delivery_address_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_timeslot_id_timeslots_timeslot_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("timeslot_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_points" ADD CONSTRAINT "user_company_points_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_points" ADD CONSTRAINT "user_company_points_address_id_addresses_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("address_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_per_user_unique" ON "carts" USING btree ("user_id") WHERE "carts"."cart_status_id" = 0;--> statement-breakpoint
CREATE INDEX "carts_shipping_address_idx" ON "carts" USING btree ("shipping_address_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_store_pickup_unique" ON "addresses" USING btree ("store_id") WHERE "addresses"."user_id" IS NULL AND "addresses"."subscription_code" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_subscription_code_unique" ON "addresses" USING btree ("subscription_code");--> statement-breakpoint
CREATE UNIQUE INDEX "timeslots_store_slot_unique" ON "timeslots" USING btree ("store_id","delivery_service_id","slot_date","begin_time") WHERE "timeslots"."store_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "timeslots_warehouse_slot_unique" ON "timeslots" USING btree ("warehouse_id","delivery_service_id","slot_date","begin_time") WHERE "timeslots"."warehouse_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_store_address_id_addresses_address_id_fk" FOREIGN KEY ("default_store_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_delivery_address_id_addresses_address_id_fk" FOREIGN KEY ("default_delivery_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every shop and locker has its pickup address (type 3, or 5 for a locker) in "addresses", so carts and
-- the address calls treat pickup points and home addresses alike. The stores table stays the source:
-- this trigger writes the address whenever a store is added or changed.
CREATE OR REPLACE FUNCTION stores_pickup_address_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.addresses (store_id, warehouse_id, address_type_id, delivery_service_id, address_name, address1,
    address_number, city, province, postalcode, latitude, longitude, reference_phone_number, active)
  VALUES (NEW.store_id, NEW.warehouse_id, CASE WHEN NEW.kind = 'locker' THEN 5 ELSE 3 END, 1, NEW.name, NEW.address1,
    NEW.address_number, NEW.city, NEW.province, NEW.postalcode, NEW.latitude, NEW.longitude, NEW.phone,
    NEW.delivery_service_ids @> '[1]'::jsonb)
  ON CONFLICT (store_id) WHERE user_id IS NULL AND subscription_code IS NULL DO UPDATE SET
    warehouse_id = EXCLUDED.warehouse_id, address_type_id = EXCLUDED.address_type_id, address_name = EXCLUDED.address_name,
    address1 = EXCLUDED.address1, address_number = EXCLUDED.address_number, city = EXCLUDED.city,
    province = EXCLUDED.province, postalcode = EXCLUDED.postalcode, latitude = EXCLUDED.latitude,
    longitude = EXCLUDED.longitude, reference_phone_number = EXCLUDED.reference_phone_number,
    active = EXCLUDED.active, updated_at = now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_pickup_address
  AFTER INSERT OR UPDATE ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_pickup_address_sync();
--> statement-breakpoint
-- Stores seeded before this migration get their pickup address now.
UPDATE stores SET name = name;
