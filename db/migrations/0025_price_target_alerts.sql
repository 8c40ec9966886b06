ALTER TABLE "alert_notifications" ADD COLUMN "target_price_usd" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "crossed" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "condition" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "target_price_usd" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "repeats" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_target_positive" CHECK ("price_alerts"."condition" <> 'price_target' or ("price_alerts"."target_price_usd" is not null and "price_alerts"."target_price_usd" > 0));