-- Issue 24, peak lane (decision 0044). What need not hold a buy leaves after its commit: the order
-- confirmation e-mail is written into mail_outbox in the buy's transaction and sent by a worker, with
-- push_outbox's claim (FOR UPDATE SKIP LOCKED) and one shared retry loop for both (apps/server/src/lib/outbox.ts):
-- a failed send is tried again later (attempts, next_attempt_at, last_error); a sent row has sent_at.
CREATE TABLE "mail_outbox" (
	"outbox_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_id" integer,
	"subject_key" text NOT NULL,
	"kind" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" <> '')
);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_subject_kind_unique" ON "mail_outbox" USING btree ("subject_key","kind");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."claimed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Rows claimed before this migration were handled then: they count as sent.
UPDATE "push_outbox" SET "sent_at" = "claimed_at", "attempts" = 1 WHERE "claimed_at" IS NOT NULL;
