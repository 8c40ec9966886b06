CREATE TABLE "portfolio_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"coin_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18),
	"fee" numeric(38, 18),
	"fee_currency" text DEFAULT 'usd' NOT NULL,
	"note" text,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_transactions_type" CHECK ("portfolio_transactions"."type" in ('buy', 'sell', 'transfer_in', 'transfer_out') and "portfolio_transactions"."fee_currency" in ('usd', 'coin')),
	CONSTRAINT "portfolio_transactions_quantity_positive" CHECK ("portfolio_transactions"."quantity" > 0),
	CONSTRAINT "portfolio_transactions_fee_not_negative" CHECK ("portfolio_transactions"."fee" is null or "portfolio_transactions"."fee" >= 0),
	CONSTRAINT "portfolio_transactions_priced" CHECK (case "portfolio_transactions"."type" when 'transfer_out' then "portfolio_transactions"."price" is null when 'transfer_in' then "portfolio_transactions"."price" is not null and "portfolio_transactions"."price" >= 0 else "portfolio_transactions"."price" is not null and "portfolio_transactions"."price" > 0 end)
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_transactions_portfolio_idx" ON "portfolio_transactions" USING btree ("portfolio_id","at","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_transactions_user_idx" ON "portfolio_transactions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_transactions_import_idx" ON "portfolio_transactions" USING btree ("portfolio_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_user_name_idx" ON "portfolios" USING btree ("user_id",lower("name"));--> statement-breakpoint
-- Every user with lots gets one portfolio, and each lot becomes a buy with the same id, coin, quantity, price (the
-- purchase price), time (the purchase date), note and timestamps: nothing is lost, and links to a lot still work.
INSERT INTO "portfolios" ("user_id", "name", "created_at", "updated_at")
SELECT "user_id", 'My portfolio', min("created_at"), min("created_at") FROM "portfolio_positions" GROUP BY "user_id";--> statement-breakpoint
INSERT INTO "portfolio_transactions" ("id", "portfolio_id", "user_id", "coin_id", "symbol", "name", "image_url", "type", "at", "quantity", "price", "fee", "fee_currency", "note", "created_at", "updated_at")
SELECT p."id", f."id", p."user_id", p."coin_id", p."symbol", p."name", p."image_url", 'buy', p."purchase_date", p."quantity", p."purchase_price", NULL, 'usd', p."notes", p."created_at", p."updated_at"
FROM "portfolio_positions" p JOIN "portfolios" f ON f."user_id" = p."user_id";
