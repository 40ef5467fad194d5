-- A product sold in variants holds no pieces of its own: its stock is the sum of its variants' on sale, so
-- the lists' sold-out order, the in-stock filter and the page's structured data read it as any product's.
-- Each change of a variant's stock moves its product's by the same amount when the transaction commits.
-- Deferred, so that an order taking two sizes of one idol locks both variants first (in the order every
-- change of stock locks rows, by id) and their product only at commit: two such orders never hold a
-- product while waiting for a variant. Amounts rather than sums, since a sum read at commit could miss
-- a variant another transaction committed meanwhile.
CREATE FUNCTION "variant_stock_to_product"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before integer := 0;
  after integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN
    before := OLD.stock;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN
    after := NEW.stock;
  END IF;
  IF after <> before THEN
    UPDATE "products" SET "stock" = "stock" + (after - before)
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.variant_of ELSE NEW.variant_of END;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_stock_insert" AFTER INSERT ON "products"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.variant_of IS NOT NULL)
EXECUTE FUNCTION "variant_stock_to_product"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_stock_update" AFTER UPDATE OF "stock", "archived_at" ON "products"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.variant_of IS NOT NULL)
EXECUTE FUNCTION "variant_stock_to_product"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_stock_delete" AFTER DELETE ON "products"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.variant_of IS NOT NULL)
EXECUTE FUNCTION "variant_stock_to_product"();
--> statement-breakpoint
-- A variant is shown on its product's page (0024_change_feed.sql names `product:<id>` for the variant's
-- own row, which no page shows): any change of a variant names its product's page too.
CREATE FUNCTION "variant_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT 'product:' || variant_of) INTO tags FROM new_rows WHERE variant_of IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT 'product:' || variant_of) INTO tags FROM old_rows WHERE variant_of IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT 'product:' || n.variant_of) INTO tags
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.variant_of IS NOT NULL AND n IS DISTINCT FROM o;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "variant_changes_insert" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_changes"();
--> statement-breakpoint
CREATE TRIGGER "variant_changes_update" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_changes"();
--> statement-breakpoint
CREATE TRIGGER "variant_changes_delete" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_changes"();
