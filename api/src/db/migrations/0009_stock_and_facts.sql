CREATE TABLE "stock_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_status_known" CHECK ("stock_reservations"."status" in ('held', 'committed', 'released'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_instructions" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer;--> statement-breakpoint
CREATE INDEX "stock_reservations_held_idx" ON "stock_reservations" USING btree ("held_until") WHERE "stock_reservations"."status" = 'held';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_shortfall_in_range" CHECK ("order_items"."stock_shortfall" between 0 and "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_price_not_below_price" CHECK ("products"."compare_at_price" is null or "products"."compare_at_price" >= "products"."price");--> statement-breakpoint
UPDATE "products" SET "hsn_code" = CASE
  WHEN "main_category" IN ('idols', 'idol set', 'bells') THEN '8306'
  WHEN "main_category" = 'lamps' THEN '9405'
  WHEN "main_category" IN ('decor', 'pooja') THEN '7418'
END;
