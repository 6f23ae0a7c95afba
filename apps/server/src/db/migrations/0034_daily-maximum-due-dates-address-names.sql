-- Issue 21, messages lane. A product's daily maximum per shopper (null: no daily limit), enforced on
-- cart add/update and at buy; the recipient's name and surname on a home address (the address form's
-- fields, second file, section 5); and the payment due dates of shoppers paying by deferred payment
-- (type 11), one row per instalment of an invoice, their status derived from due_date and paid_at.
ALTER TABLE "products" ADD COLUMN "daily_max_acq" numeric;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_due_dates" (
	"payment_due_date_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_due_dates_payment_due_date_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_id" integer,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_due_dates_amount_positive" CHECK ("payment_due_dates"."amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "payment_due_dates" ADD CONSTRAINT "payment_due_dates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_due_dates" ADD CONSTRAINT "payment_due_dates_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_due_dates_user_due_idx" ON "payment_due_dates" USING btree ("user_id","due_date");
