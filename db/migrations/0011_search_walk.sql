-- Newest first across every type: a list of news and press releases, and a search's walk down the newest stories.
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
-- A search that walks down the newest stories tests each one's whole search vector: in the row that is a read of
-- the page it is on, out of it (TOAST) a lookup and a copy, four times slower. The rows grow from about 650 bytes
-- to about 3.5 KB; the bodies stay out of them.
ALTER TABLE "articles" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before keep their layout until updated: rewriting each recomputes its vector into the row.
UPDATE "articles" SET "title" = "title";
