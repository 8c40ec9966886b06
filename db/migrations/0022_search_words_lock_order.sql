-- The search words' triggers add a story's words in alphabetical order. In the order a hash gave them, two stories
-- written at once (two feeds of one poll, an editor's publication during a poll) could each hold a word the other
-- needed next, and PostgreSQL ended one insert with "deadlock detected": that feed's new stories were lost until the
-- next poll. In one order, the second waits for the first and both are stored.
CREATE OR REPLACE FUNCTION news_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO news_search_words (word, articles)
  SELECT w, count(*) FROM new_rows, news_words_of(new_rows.title, new_rows.description) AS w GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET articles = news_search_words.articles + excluded.articles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION news_search_words_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO news_search_words (word, articles)
  SELECT w, 1 FROM news_words_of(NEW.title, NEW.description) AS w ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
