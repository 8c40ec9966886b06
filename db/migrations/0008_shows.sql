CREATE TABLE "show_episodes" (
	"id" text PRIMARY KEY NOT NULL,
	"show_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	"youtube_id" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "show_episodes_aired_idx" ON "show_episodes" USING btree ("aired_at");