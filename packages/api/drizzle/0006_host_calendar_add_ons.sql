CREATE TABLE "blocked_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"day" date NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "space_add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_subtotal" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_message" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "blocked_days" ADD CONSTRAINT "blocked_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "space_add_ons" ADD CONSTRAINT "space_add_ons_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_days_space_day_key" ON "blocked_days" USING btree ("space_id","day");
--> statement-breakpoint
CREATE INDEX "space_add_ons_space_idx" ON "space_add_ons" USING btree ("space_id");
