ALTER TABLE "invoices" ADD COLUMN "tier" text;--> statement-breakpoint
-- Invoices written before the column: the plan read once from the local provider's own line ('Blockcast Premium,
-- 1 month', or with ', less $x unused …' after it), as billing used to read it each time. Stripe's lines are
-- Stripe's wording: those rows stay without a plan.
UPDATE "invoices" SET "tier" = CASE
  WHEN "description" = 'Blockcast Premium, 1 month' OR "description" LIKE 'Blockcast Premium, 1 month,%' THEN 'premium'
  WHEN "description" = 'Blockcast Enterprise, 1 month' OR "description" LIKE 'Blockcast Enterprise, 1 month,%' THEN 'enterprise'
END
WHERE "provider" = 'local' AND "tier" IS NULL;
