CREATE TABLE "order_parking_reservations" (
	"reservation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_parking_reservations_reservation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"distance_meters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parking_reservations_distance_check" CHECK ("order_parking_reservations"."distance_meters" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"note_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_ratings_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_score_check" CHECK ("order_ratings"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "order_parking_reservations" ADD CONSTRAINT "order_parking_reservations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parking_reservations_order_unique" ON "order_parking_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_unique" ON "order_ratings" USING btree ("order_id");