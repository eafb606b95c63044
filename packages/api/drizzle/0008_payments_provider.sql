CREATE TABLE "host_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" integer,
	"host_profile_id" uuid NOT NULL,
	"total_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"payout_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_ledger_booking_id_unique" UNIQUE("booking_id")
);

--> statement-breakpoint
CREATE TABLE "host_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"host_profile_id" uuid NOT NULL,
	"ledger_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_provider_customer_id_unique" UNIQUE("provider_customer_id")
);

--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" integer NOT NULL,
	"account" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "provider_objects" (
	"object_id" text PRIMARY KEY NOT NULL,
	"object_type" text NOT NULL,
	"last_event_created" integer NOT NULL,
	"last_event_id" text NOT NULL
);

--> statement-breakpoint
ALTER TABLE "card_tokens" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "card_tokens" CASCADE;
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "provider_payment_method_id" text;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "provider_account_id" text;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "provider_state" jsonb;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "provider_observed_at" integer;
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "provider_id" text;
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "host_ledger" ADD CONSTRAINT "host_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "host_ledger" ADD CONSTRAINT "host_ledger_host_profile_id_profiles_id_fk" FOREIGN KEY ("host_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "host_transfers" ADD CONSTRAINT "host_transfers_host_profile_id_profiles_id_fk" FOREIGN KEY ("host_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "host_transfers" ADD CONSTRAINT "host_transfers_ledger_id_host_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."host_ledger"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "host_ledger_host_idx" ON "host_ledger" USING btree ("host_profile_id","created_at");
--> statement-breakpoint
CREATE INDEX "host_transfers_host_idx" ON "host_transfers" USING btree ("host_profile_id","created_at");
--> statement-breakpoint
CREATE INDEX "provider_events_created_idx" ON "provider_events" USING btree ("created");
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_provider_payment_method_id_unique" UNIQUE("provider_payment_method_id");
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_account_id_unique" UNIQUE("provider_account_id");
--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_provider_id_unique" UNIQUE("provider_id");
