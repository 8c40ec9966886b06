CREATE TABLE "article_views" (
	"article_id" bigint NOT NULL,
	"day" date NOT NULL,
	"reader" text NOT NULL,
	CONSTRAINT "article_views_article_id_day_reader_pk" PRIMARY KEY("article_id","day","reader")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text NOT NULL,
	"image_optimized" text,
	"image_original" text,
	"image_url" text,
	"source_name" text,
	"markdown" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"read_time" integer,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"guid" text,
	"feed_url" text,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"items_added" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_guid_idx" ON "articles" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "articles_type_published_idx" ON "articles" USING btree ("article_type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_url_idx" ON "articles" USING btree ("url");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");