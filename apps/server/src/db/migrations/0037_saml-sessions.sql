-- Issue 23, SAML lane (decision 0039). How a session was opened ('password' or 'saml') and, for a
-- SAML session, what the identity provider needs to end it (single logout): its entity id, the
-- NameID and the SessionIndex. The AuthnRequest ids the shop sent and is waiting an answer for, and
-- the assertion ids it has consumed, live in PostgreSQL so that every instance sees them: an answer
-- to a request sent by another instance is accepted, an assertion posted twice (to one instance or
-- two) opens one session. The staff member's store or warehouse comes from the IdP's attributes.
ALTER TABLE "sessions" ADD COLUMN "opened_by" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "saml_issuer" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "saml_name_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "saml_name_id_format" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "saml_session_index" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_store_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_store_id_stores_store_id_fk" FOREIGN KEY ("staff_store_id") REFERENCES "public"."stores"("store_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("staff_warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_saml_subject_idx" ON "sessions" USING btree ("saml_issuer","saml_name_id") WHERE "sessions"."saml_name_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "saml_request_ids" (
	"request_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "saml_consumed_assertions" (
	"assertion_id" text NOT NULL,
	"issuer" text NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_consumed_assertions_pk" PRIMARY KEY ("issuer","assertion_id")
);--> statement-breakpoint
CREATE INDEX "saml_consumed_assertions_expires_idx" ON "saml_consumed_assertions" USING btree ("expires_at");
