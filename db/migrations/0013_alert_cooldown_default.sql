ALTER TABLE "price_alerts" ALTER COLUMN "cooldown_minutes" SET DEFAULT 60;--> statement-breakpoint
-- Alerts saved before the default had no cooldown because an empty form field sent 0, not by choice: they get the
-- default too, so an alert that fired on every tick stops flooding (decision record 0021).
UPDATE "price_alerts" SET "cooldown_minutes" = 60 WHERE "cooldown_minutes" = 0;
