ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- A product's `updated_at` is the sitemap's `lastmod` of its page: when what a search engine reads there
-- last changed. Every column the page shows (those that name `product:<id>` in 0024_change_feed.sql) but
-- the stock count, of which the page's structured data says only whether the piece is in stock: a sale
-- moves it without changing the page for a search engine. Existing products start at this migration's
-- time, as nothing says when they last changed.
CREATE FUNCTION "products_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.name, OLD.price, OLD.compare_at_price, OLD.description, OLD.image, OLD.main_category,
      OLD.is_new_arrival, OLD.created_at, OLD.weight_grams, OLD.length_cm, OLD.breadth_cm,
      OLD.height_cm, OLD.material, OLD.finish, OLD.care_instructions, OLD.hsn_code, OLD.archived_at)
     IS DISTINCT FROM
     (NEW.name, NEW.price, NEW.compare_at_price, NEW.description, NEW.image, NEW.main_category,
      NEW.is_new_arrival, NEW.created_at, NEW.weight_grams, NEW.length_cm, NEW.breadth_cm,
      NEW.height_cm, NEW.material, NEW.finish, NEW.care_instructions, NEW.hsn_code, NEW.archived_at)
     OR (OLD.stock > 0) <> (NEW.stock > 0) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_updated_at" BEFORE UPDATE ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_updated_at"();
--> statement-breakpoint
-- A product's photos are on its page, so a change of them moves its `updated_at` too. The product feed names
-- every product by `catalogue` rather than each by its own tag, so a photo's change names `catalogue` as
-- every other change of a product's shown data does. (Moving `updated_at` alone changes no shown column:
-- the products trigger names nothing more for it.)
CREATE OR REPLACE FUNCTION "product_images_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(product_id) INTO ids FROM (
      SELECT o.product_id FROM old_rows o
      LEFT JOIN new_rows n ON n.id = o.id
      WHERE n IS DISTINCT FROM o
      UNION
      SELECT n.product_id FROM new_rows n
      LEFT JOIN old_rows o ON o.id = n.id
      WHERE o IS DISTINCT FROM n
    ) AS changed;
  END IF;
  IF ids IS NOT NULL THEN
    UPDATE "products" SET "updated_at" = now() WHERE "id" = ANY(ids);
    PERFORM brass_notify_changes(ARRAY(SELECT 'product:' || id FROM unnest(ids) AS id) || ARRAY['catalogue']);
  END IF;
  RETURN NULL;
END
$$;
