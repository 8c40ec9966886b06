CREATE TABLE "crypto_reference" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"rank" integer,
	"logo_url" text,
	"category" text NOT NULL,
	"platform_name" text,
	"token_address" text,
	"website_url" text,
	"twitter_username" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"map_synced_at" timestamp with time zone NOT NULL,
	"info_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "crypto_reference_symbol_idx" ON "crypto_reference" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "crypto_reference_rank_idx" ON "crypto_reference" USING btree ("rank");