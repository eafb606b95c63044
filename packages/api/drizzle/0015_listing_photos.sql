ALTER TABLE "images" ALTER COLUMN "data" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "storage_key" text;
--> statement-breakpoint
ALTER TABLE "listing_draft_photos" ADD COLUMN "alt" text;
--> statement-breakpoint
ALTER TABLE "space_photos" ADD COLUMN "alt" text;
