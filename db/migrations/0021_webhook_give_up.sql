ALTER TABLE "alert_webhook_deliveries" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD COLUMN "gave_up_reason" text;--> statement-breakpoint
-- Deliveries given up before this migration: when (their last recorded time) and why (the two give-ups without a
-- send wrote their reason as the last error; any other ran out of retries).
UPDATE "alert_webhook_deliveries" SET
	"gave_up_at" = coalesce("last_attempt_at", "created_at"),
	"gave_up_reason" = CASE
		WHEN "last_error" = 'the account is no longer on the Enterprise plan' THEN 'plan_lapsed'
		WHEN "last_error" LIKE 'the webhook secret cannot be read%' THEN 'secret_unreadable'
		ELSE 'retries_exhausted'
	END
WHERE "status" = 'failed';
