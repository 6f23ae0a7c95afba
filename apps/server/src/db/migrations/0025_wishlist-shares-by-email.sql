-- A share names the e-mail address the owner typed (registered or not), no longer a user: the
-- answer to wishlist/share must not tell whether the address has an account. Existing shares keep
-- their shopper's current address.
ALTER TABLE "wishlist_shares" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "wishlist_shares" SET "email" = "users"."email" FROM "users" WHERE "users"."user_id" = "wishlist_shares"."user_id";--> statement-breakpoint
ALTER TABLE "wishlist_shares" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_shares" DROP CONSTRAINT "wishlist_shares_list_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "wishlist_shares" DROP CONSTRAINT "wishlist_shares_user_id_users_user_id_fk";--> statement-breakpoint
DROP INDEX "wishlist_shares_user_idx";--> statement-breakpoint
ALTER TABLE "wishlist_shares" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_list_id_email_pk" PRIMARY KEY("list_id","email");--> statement-breakpoint
CREATE INDEX "wishlist_shares_email_idx" ON "wishlist_shares" USING btree ("email");
