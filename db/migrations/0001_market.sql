CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_snapshots" (
	"kind" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_candles" (
	"coin_id" integer NOT NULL,
	"interval" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "price_candles_coin_id_interval_bucket_start_pk" PRIMARY KEY("coin_id","interval","bucket_start")
);
