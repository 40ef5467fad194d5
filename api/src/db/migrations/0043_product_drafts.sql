ALTER TABLE "products" DROP CONSTRAINT "products_weight_positive";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every product in the shop before drafts existed stays in it, published when it was created, unless it
-- has no photo of its own (the shop's logo stands in): the shop never shows a product without a photo,
-- so such a product becomes a draft the owner finds under Drafts, to give a photo and publish. Before
-- the triggers below learn the column, so that no page's `updated_at` moves for it. A variant carries its
-- product's.
UPDATE "products" SET "published_at" = "created_at"
WHERE "variant_of" IS NULL AND "image" <> '/images/logo.png';--> statement-breakpoint
UPDATE "products" AS "variant" SET "published_at" = "product"."published_at"
FROM "products" AS "product" WHERE "variant"."variant_of" = "product"."id";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" > 0 or "products"."published_at" is null);--> statement-breakpoint
-- Publishing a product or taking it back to draft changes its page for a search engine as archiving does.
CREATE OR REPLACE FUNCTION "products_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.name, OLD.price, OLD.compare_at_price, OLD.description, OLD.image, OLD.main_category,
      OLD.is_new_arrival, OLD.created_at, OLD.weight_grams, OLD.length_cm, OLD.breadth_cm,
      OLD.height_cm, OLD.material, OLD.finish, OLD.care_instructions, OLD.hsn_code, OLD.archived_at,
      OLD.published_at)
     IS DISTINCT FROM
     (NEW.name, NEW.price, NEW.compare_at_price, NEW.description, NEW.image, NEW.main_category,
      NEW.is_new_arrival, NEW.created_at, NEW.weight_grams, NEW.length_cm, NEW.breadth_cm,
      NEW.height_cm, NEW.material, NEW.finish, NEW.care_instructions, NEW.hsn_code, NEW.archived_at,
      NEW.published_at)
     OR (OLD.stock > 0) <> (NEW.stock > 0) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- As before, with drafts: publishing or unpublishing joins or leaves the lists as archiving does, and a
-- product out of the shop before and after (archived or a draft) is in no public answer.
CREATE OR REPLACE FUNCTION "products_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('product:' || id) || ARRAY['products'] INTO tags FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg('product:' || id) || ARRAY['products'] INTO tags FROM old_rows;
  ELSE
    SELECT array_agg(tag) INTO tags FROM (
      SELECT unnest(
        CASE
          -- An id changed: one product went, another came.
          WHEN o.id IS NULL OR n.id IS NULL THEN
            ARRAY['product:' || coalesce(o.id, n.id), 'products']
          ELSE ARRAY[
            CASE WHEN (o.name, o.price, o.compare_at_price, o.description, o.image, o.main_category,
                       o.is_new_arrival, o.created_at, o.stock, o.weight_grams, o.length_cm, o.breadth_cm,
                       o.height_cm, o.material, o.finish, o.care_instructions, o.hsn_code, o.archived_at,
                       o.published_at)
                 IS DISTINCT FROM
                      (n.name, n.price, n.compare_at_price, n.description, n.image, n.main_category,
                       n.is_new_arrival, n.created_at, n.stock, n.weight_grams, n.length_cm, n.breadth_cm,
                       n.height_cm, n.material, n.finish, n.care_instructions, n.hsn_code, n.archived_at,
                       n.published_at)
                 THEN 'product:' || n.id END,
            CASE WHEN (o.archived_at, o.published_at, o.price, o.name, o.description, o.main_category,
                       o.material, o.finish, o.is_new_arrival, o.is_popular, o.position, o.created_at)
                 IS DISTINCT FROM
                      (n.archived_at, n.published_at, n.price, n.name, n.description, n.main_category,
                       n.material, n.finish, n.is_new_arrival, n.is_popular, n.position, n.created_at)
                   OR (o.stock > 0) <> (n.stock > 0)
                 THEN 'products' END
          ]
        END
      ) AS tag
      FROM old_rows o
      FULL JOIN new_rows n ON n.id = o.id
      WHERE (o.archived_at IS NULL AND o.published_at IS NOT NULL)
         OR (n.archived_at IS NULL AND n.published_at IS NOT NULL)
    ) AS changed
    WHERE tag IS NOT NULL;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags || ARRAY['catalogue']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Most Popular counts the products shoppers may see: drafts are left out as archived products are.
CREATE OR REPLACE FUNCTION "brass_best_seller_ids"("adjusted_ids" text[], "adjusted_quantities" bigint[])
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(id ORDER BY sold DESC, id), '{}') FROM (
    SELECT p.id, s.sold FROM (
      SELECT product_id, sum(quantity) AS sold FROM (
        SELECT product_id, quantity::bigint AS quantity FROM order_items
        UNION ALL
        SELECT * FROM unnest(adjusted_ids, adjusted_quantities)
      ) AS lines
      GROUP BY product_id
      -- Quantities are positive: a product at 0 once adjusted had no line at all.
      HAVING sum(quantity) > 0
    ) AS s
    JOIN products p ON p.id = s.product_id AND p.archived_at IS NULL AND p.published_at IS NOT NULL
    ORDER BY s.sold DESC, p.id
    LIMIT 10
  ) AS top
$$;
--> statement-breakpoint
-- A product taken back to draft leaves the shop as an archived one does: published again with stock, it
-- is back, and the alerts waiting for it are due.
DROP TRIGGER "products_restock_alerts_due" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_restock_alerts_due" AFTER UPDATE OF "stock", "archived_at", "published_at" ON "products"
FOR EACH ROW
WHEN (NEW.stock > 0 AND NEW.archived_at IS NULL AND NEW.published_at IS NOT NULL
      AND (OLD.stock <= 0 OR OLD.archived_at IS NOT NULL OR OLD.published_at IS NULL))
EXECUTE FUNCTION "restock_alerts_due"();
