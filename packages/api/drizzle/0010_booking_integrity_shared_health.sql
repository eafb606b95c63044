CREATE TABLE "remote_load_counts" (
	"minute" integer NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "remote_load_counts_channel_minute_locale_remote_version_outcome_code_pk" PRIMARY KEY("channel","minute","locale","remote","version","outcome","code")
);

--> statement-breakpoint
CREATE INDEX "remote_load_counts_minute_idx" ON "remote_load_counts" USING btree ("minute");
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express an exclusion constraint): the database, not a
-- check before an update, keeps two accepted or confirmed bookings of one space from
-- overlapping. tsrange is half-open, so one booking may end when the next starts.
-- docs/decisions/booking-integrity.md
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("space_id" WITH =, tsrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('accepted', 'confirmed'));
