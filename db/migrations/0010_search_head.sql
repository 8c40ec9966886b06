ALTER TABLE "articles" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
-- A search reads every matching row's status, type, category, date and search_head: keep those rows narrow. The
-- bodies and the whole search vector move out of the row (TOAST) once a row passes 128 bytes, while search_head
-- stays in it. Rows written before this keep their layout until they are next updated.
ALTER TABLE "articles" ALTER COLUMN "search_head" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" SET (toast_tuple_target = 128);
