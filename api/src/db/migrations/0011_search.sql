CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"canonical" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('english', coalesce(main_category, '')), 'B')
        || setweight(to_tsvector('english', coalesce(material, '') || ' ' || coalesce(finish, '')), 'C')
        || setweight(to_tsvector('english', description), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");