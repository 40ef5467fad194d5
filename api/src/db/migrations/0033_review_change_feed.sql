-- The product page shows its published reviews' average and count (in its structured data too), so a
-- review that is published, hidden or deleted while published, or whose rating changes while published,
-- names `product:<id>` on the change feed (0024_change_feed.sql): the cached page of that product is drawn
-- again. Pending reviews, replies and helpful votes are read by the page in the browser, never cached.
CREATE FUNCTION "reviews_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('product:' || product_id) INTO tags FROM new_rows WHERE state = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg('product:' || product_id) INTO tags FROM old_rows WHERE state = 'published';
  ELSE
    SELECT array_agg('product:' || n.product_id) INTO tags
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    WHERE (o.state = 'published' OR n.state = 'published')
      AND (o.state, o.rating) IS DISTINCT FROM (n.state, n.rating);
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_changes_insert" AFTER INSERT ON "reviews"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changes"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changes_update" AFTER UPDATE ON "reviews"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changes"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changes_delete" AFTER DELETE ON "reviews"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changes"();
