CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"host_response" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "space_photos" (
	"space_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_id" text NOT NULL,
	CONSTRAINT "space_photos_space_id_position_pk" PRIMARY KEY("space_id","position")
);

--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendees" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "activity" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "thread_id" uuid;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_fee" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "neighbourhood" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "min_hours" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "included" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "house_rules" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "space_photos" ADD CONSTRAINT "space_photos_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "space_photos" ADD CONSTRAINT "space_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reviews_space_idx" ON "reviews" USING btree ("space_id","created_at");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id");
--> statement-breakpoint
CREATE INDEX "spaces_host_idx" ON "spaces" USING btree ("host_id");
