CREATE TABLE "billing_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"billing_name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"vat_number" text,
	"address1" text NOT NULL,
	"address_number" text NOT NULL,
	"postalcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"sdi_code" text,
	"pec" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_data" ADD CONSTRAINT "billing_data_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;