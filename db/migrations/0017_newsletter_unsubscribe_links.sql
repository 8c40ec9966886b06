CREATE TABLE "newsletter_unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_links" ADD CONSTRAINT "newsletter_unsubscribe_links_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_links_subscription_idx" ON "newsletter_unsubscribe_links" USING btree ("subscription_id");--> statement-breakpoint
-- The link in the latest mail to each address keeps working (older ones were lost with the rotation).
INSERT INTO "newsletter_unsubscribe_links" ("token_hash", "subscription_id", "created_at")
SELECT "unsubscribe_token_hash", "id", coalesce("last_mailed_at", "created_at") FROM "newsletter_subscriptions";
