CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);

--> statement-breakpoint
CREATE INDEX "limit_counters_window_ends_at_idx" ON "limit_counters" USING btree ("window_ends_at");
