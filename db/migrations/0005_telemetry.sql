CREATE TABLE "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"detail" text,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "telemetry_events_created_at_idx" ON "telemetry_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_kind_name_idx" ON "telemetry_events" USING btree ("kind","name","created_at");