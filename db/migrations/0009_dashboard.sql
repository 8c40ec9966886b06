CREATE TABLE "watchlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"coin_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coin_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"quantity" numeric(38, 18) NOT NULL,
	"purchase_price" numeric(38, 18) NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_positions_quantity_positive" CHECK ("portfolio_positions"."quantity" > 0),
	CONSTRAINT "portfolio_positions_price_positive" CHECK ("portfolio_positions"."purchase_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "alert_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid,
	"symbol" text NOT NULL,
	"severity" text NOT NULL,
	"price_change_percent" numeric(38, 18) NOT NULL,
	"old_price" numeric(38, 18) NOT NULL,
	"new_price" numeric(38, 18) NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"threshold_percent" numeric(6, 1) DEFAULT '5' NOT NULL,
	"direction" text NOT NULL,
	"alert_type" text DEFAULT 'custom' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"reference_price" numeric(38, 18),
	"reference_at" timestamp with time zone,
	"window_minutes" integer,
	"cooldown_minutes" integer DEFAULT 0 NOT NULL,
	"snoozed_until" timestamp with time zone,
	"last_triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_threshold_range" CHECK ("price_alerts"."threshold_percent" >= 0.1 and "price_alerts"."threshold_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"update_interval_ms" integer DEFAULT 300000 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"email_alerts" boolean DEFAULT false NOT NULL,
	"push_alerts" boolean DEFAULT false NOT NULL,
	"auto_refresh" boolean DEFAULT true NOT NULL,
	"compact_mode" boolean DEFAULT false NOT NULL,
	"sound_effects" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_positions" ADD CONSTRAINT "portfolio_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_items_user_coin_idx" ON "watchlist_items" USING btree ("user_id","coin_id");--> statement-breakpoint
CREATE INDEX "watchlist_items_user_added_idx" ON "watchlist_items" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "portfolio_positions_user_idx" ON "portfolio_positions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_notifications_user_time_idx" ON "alert_notifications" USING btree ("user_id","triggered_at");--> statement-breakpoint
CREATE INDEX "alert_notifications_alert_idx" ON "alert_notifications" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_active_symbol_idx" ON "price_alerts" USING btree ("symbol") WHERE "price_alerts"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");