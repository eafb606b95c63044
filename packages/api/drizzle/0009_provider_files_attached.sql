ALTER TABLE "provider_files" ALTER COLUMN "mime" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "provider_files" ALTER COLUMN "sha256" DROP NOT NULL;
