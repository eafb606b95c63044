CREATE TABLE "board_spaces" (
	"board_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_spaces_board_id_space_id_pk" PRIMARY KEY("board_id","space_id")
);

--> statement-breakpoint
CREATE TABLE "boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "board_spaces" ADD CONSTRAINT "board_spaces_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "board_spaces" ADD CONSTRAINT "board_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "board_spaces_space_idx" ON "board_spaces" USING btree ("space_id");
--> statement-breakpoint
CREATE INDEX "boards_profile_idx" ON "boards" USING btree ("profile_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "boards_one_default_key" ON "boards" USING btree ("profile_id") WHERE "boards"."is_default";
