-- Form 5 (customer service, issue 20): every request a shopper sends, kept whether or not its mail
-- to the brand went out (forwarded_at says it did). The submission key makes a double click one
-- request: the client's submission id, or a digest of the request for clients that send none.
CREATE TABLE "customer_service_requests" (
	"request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_requests_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"submission_key" text NOT NULL,
	"topic" text NOT NULL,
	"order_number" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"privacy_accepted" boolean NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "customer_service_requests" ADD CONSTRAINT "customer_service_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_requests_submission_unique" ON "customer_service_requests" USING btree ("brand","submission_key");--> statement-breakpoint
CREATE INDEX "customer_service_requests_user_idx" ON "customer_service_requests" USING btree ("user_id");
