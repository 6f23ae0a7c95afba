CREATE TABLE "staff_audit_entries" (
	"staff_audit_entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_entries_staff_audit_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"timeslot_id" integer,
	"gift_certificate_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_audit_entries_action_known" CHECK ("staff_audit_entries"."action" <> '')
);
--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD COLUMN "max_redemptions_per_shopper" integer;--> statement-breakpoint
ALTER TABLE "staff_audit_entries" ADD CONSTRAINT "staff_audit_entries_staff_user_id_users_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_entries_order_idx" ON "staff_audit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_audit_entries_timeslot_idx" ON "staff_audit_entries" USING btree ("timeslot_id");--> statement-breakpoint
CREATE INDEX "staff_audit_entries_gift_certificate_idx" ON "staff_audit_entries" USING btree ("gift_certificate_id");--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_per_shopper_positive" CHECK ("gift_certificates"."max_redemptions_per_shopper" > 0);