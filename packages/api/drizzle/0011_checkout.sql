CREATE TABLE "booking_request_keys" (
	"guest_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"booking_id" integer,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_request_keys_guest_id_key_pk" PRIMARY KEY("guest_id","key")
);

--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_message" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote" jsonb;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_payment_id" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method_id" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_brand" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_last4" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_client_secret" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_held" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_captured" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "captured_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_fee" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_payout" integer;
--> statement-breakpoint
ALTER TABLE "host_ledger" ADD COLUMN "blocked_reason" text;
--> statement-breakpoint
ALTER TABLE "host_transfers" ADD COLUMN "payout_id" text;
--> statement-breakpoint
ALTER TABLE "host_transfers" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "booking_request_keys" ADD CONSTRAINT "booking_request_keys_guest_id_profiles_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_request_keys" ADD CONSTRAINT "booking_request_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bookings_status_expires_idx" ON "bookings" USING btree ("status","expires_at");
--> statement-breakpoint
-- Hand-written from here (docs/decisions/checkout-flow.md, "Time zone"): every city and space gets
-- an IANA zone. The market cities' zones are config/markets.ts's; a city outside that list falls
-- back to its country's most populous zone, so no row is left without one before NOT NULL.
ALTER TABLE "cities" ADD COLUMN "time_zone" text;
--> statement-breakpoint
UPDATE "cities" SET "time_zone" = CASE "id"
	WHEN 'new-york' THEN 'America/New_York'
	WHEN 'los-angeles' THEN 'America/Los_Angeles'
	WHEN 'chicago' THEN 'America/Chicago'
	WHEN 'austin' THEN 'America/Chicago'
	WHEN 'san-francisco' THEN 'America/Los_Angeles'
	WHEN 'seattle' THEN 'America/Los_Angeles'
	WHEN 'washington' THEN 'America/New_York'
	WHEN 'boston' THEN 'America/New_York'
	WHEN 'atlanta' THEN 'America/New_York'
	WHEN 'miami' THEN 'America/New_York'
	WHEN 'london' THEN 'Europe/London'
	WHEN 'manchester' THEN 'Europe/London'
	WHEN 'birmingham' THEN 'Europe/London'
	WHEN 'edinburgh' THEN 'Europe/London'
	WHEN 'bristol' THEN 'Europe/London'
	WHEN 'toronto' THEN 'America/Toronto'
	WHEN 'montreal' THEN 'America/Toronto'
	WHEN 'vancouver' THEN 'America/Vancouver'
	WHEN 'calgary' THEN 'America/Edmonton'
	WHEN 'ottawa' THEN 'America/Toronto'
	WHEN 'sydney' THEN 'Australia/Sydney'
	WHEN 'melbourne' THEN 'Australia/Melbourne'
	WHEN 'brisbane' THEN 'Australia/Brisbane'
	WHEN 'perth' THEN 'Australia/Perth'
	WHEN 'adelaide' THEN 'Australia/Adelaide'
	WHEN 'madrid' THEN 'Europe/Madrid'
	WHEN 'barcelona' THEN 'Europe/Madrid'
	WHEN 'valencia' THEN 'Europe/Madrid'
	WHEN 'sevilla' THEN 'Europe/Madrid'
	WHEN 'berlin' THEN 'Europe/Berlin'
	WHEN 'munich' THEN 'Europe/Berlin'
	WHEN 'hamburg' THEN 'Europe/Berlin'
	WHEN 'cologne' THEN 'Europe/Berlin'
	WHEN 'frankfurt' THEN 'Europe/Berlin'
	WHEN 'paris' THEN 'Europe/Paris'
	WHEN 'lyon' THEN 'Europe/Paris'
	WHEN 'marseille' THEN 'Europe/Paris'
	WHEN 'bordeaux' THEN 'Europe/Paris'
END;
--> statement-breakpoint
UPDATE "cities" SET "time_zone" = CASE "country"
	WHEN 'US' THEN 'America/New_York'
	WHEN 'GB' THEN 'Europe/London'
	WHEN 'CA' THEN 'America/Toronto'
	WHEN 'AU' THEN 'Australia/Sydney'
	WHEN 'ES' THEN 'Europe/Madrid'
	WHEN 'DE' THEN 'Europe/Berlin'
	WHEN 'FR' THEN 'Europe/Paris'
	ELSE 'UTC'
END WHERE "time_zone" IS NULL;
--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "time_zone" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "time_zone" text;
--> statement-breakpoint
UPDATE "spaces" SET "time_zone" = "cities"."time_zone" FROM "cities" WHERE "cities"."id" = "spaces"."city_id";
--> statement-breakpoint
ALTER TABLE "spaces" ALTER COLUMN "time_zone" SET NOT NULL;
