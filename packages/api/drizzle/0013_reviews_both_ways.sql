-- Hand-written: reviews both ways (docs/decisions/reviews-both-ways.md). An ended booking's two
-- reviews are sealed on the booking until both are written or the 14-day window closes; then
-- they are copied to "reviews" (the guest's, of the space) and "guest_reviews" (the host's, of
-- the guest), each pointing back at its booking. Seeded reviews keep a null booking_id.
-- No snapshot: 0012 has none either, so bin/db-generate.ts cannot diff against it.
ALTER TABLE "bookings" ADD COLUMN "guest_review_rating" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_review_body" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_review_rating" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_review_body" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reviews_revealed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");
--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD COLUMN "booking_id" integer;
--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "guest_reviews_booking_key" ON "guest_reviews" USING btree ("booking_id");
