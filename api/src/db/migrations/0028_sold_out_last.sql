DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean GENERATED ALWAYS AS (stock = 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shop_created_idx" ON "products" USING btree ("sold_out","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("sold_out","price","id");--> statement-breakpoint
CREATE INDEX "products_shop_price_desc_idx" ON "products" USING btree ("sold_out","price" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_shop_position_idx" ON "products" USING btree ("sold_out","position","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("main_category","sold_out","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("main_category","sold_out","price","id");