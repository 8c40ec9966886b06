-- 'Did you mean': the words of the stories' titles and summaries, compared by trigrams (pg_trgm, which PGlite
-- loads as an extension and PostgreSQL 13+ lets a database owner create). Triggers keep the list as stories are
-- written, so a search that finds nothing asks a small index, never the stories themselves (decision record 19).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "news_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"articles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_search_words_trgm_idx" ON "news_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words as written (the 'simple' configuration: lower-cased, not stemmed), of 3 to 30 letters.
CREATE FUNCTION news_words_of(title text, description text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '')))) AS w
  WHERE w ~ '^[[:alpha:]]{3,30}$'
$$;--> statement-breakpoint
-- New stories, once per statement (a batch of 500 is one insert into the list).
CREATE FUNCTION news_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO news_search_words (word, articles)
  SELECT w, count(*) FROM new_rows, news_words_of(new_rows.title, new_rows.description) AS w GROUP BY w
  ON CONFLICT (word) DO UPDATE SET articles = news_search_words.articles + excluded.articles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search_words_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_search_words_inserted();--> statement-breakpoint
-- An edited title or summary adds its new words (a view count's update does not fire it).
CREATE FUNCTION news_search_words_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO news_search_words (word, articles)
  SELECT w, 1 FROM news_words_of(NEW.title, NEW.description) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search_words_edit AFTER UPDATE OF title, description ON articles FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION news_search_words_edited();--> statement-breakpoint
INSERT INTO news_search_words (word, articles)
SELECT w, count(*) FROM articles, news_words_of(articles.title, articles.description) AS w GROUP BY w;
