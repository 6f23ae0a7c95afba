-- Issue 23, Google and Facebook login (decision 0038). social_login_flows: a sign-in started and not yet
-- back (state, nonce, PKCE verifier), found by the hash of the starting browser's cookie, so that any
-- server instance finishes it. social_signups: a provider identity waiting for the shopper's missing data.
CREATE TABLE "social_login_flows" (
	"flow_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_login_flows_flow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"browser_key_hash" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text,
	"code_verifier" text NOT NULL,
	"link_user_id" integer,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "social_signups" (
	"signup_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_signups_signup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "social_login_flows" ADD CONSTRAINT "social_login_flows_link_user_id_users_user_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_flows_browser_key_unique" ON "social_login_flows" USING btree ("browser_key_hash");--> statement-breakpoint
CREATE INDEX "social_login_flows_expires_idx" ON "social_login_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_signups_token_hash_unique" ON "social_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "social_signups_expires_idx" ON "social_signups" USING btree ("expires_at");
