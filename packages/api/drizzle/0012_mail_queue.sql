-- Hand-written: the send queue of every email and text message (docs/decisions/mail-and-sms.md).
-- A row is written in the transaction of what causes it and claimed by a sender with
-- FOR UPDATE SKIP LOCKED, so a message survives a restart and one sender sends it.
CREATE TABLE "mail_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"profile_id" uuid,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"dedupe_key" text,
	"batch_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_dedupe_key" ON "mail_queue" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_pending_batch_key" ON "mail_queue" USING btree ("batch_key") WHERE "mail_queue"."status" = 'pending';
--> statement-breakpoint
-- The development outbox table is gone: messages now leave by SMTP and the Twilio protocol, and
-- the local mailbox (packages/mailbox) is what development reads.
DROP TABLE "outbox";
