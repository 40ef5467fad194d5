ALTER TABLE "products" ADD COLUMN "options" jsonb;--> statement-breakpoint
-- The search vector reads the options: a generated column is dropped and added again, and its index with it.
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('english', coalesce(main_category, '')), 'B')
        || setweight(to_tsvector('english', coalesce(material, '') || ' ' || coalesce(finish, '')
          || ' ' || coalesce(jsonb_path_query_array(options, '$[*].values[*]')::text, '')), 'C')
        || setweight(to_tsvector('english', description), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_of" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_values" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_of_products_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_variant_of_idx" ON "products" USING btree ("variant_of");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");