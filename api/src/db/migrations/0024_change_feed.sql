-- The change feed: every write that changes what the shop's public reads show notifies the channel
-- brass_changes with the cache tags of that data (src/lib/cache-tags.ts names the same tags), so that the
-- API can tell the composition server which cached server-rendered pages to invalidate.
-- The triggers are statement-level over transition tables: a bulk write sends one notification per 8000
-- bytes of distinct tags, not one per row; PostgreSQL folds identical payloads within a transaction.

-- Sends the distinct tags, comma-separated, in as few notifications as the payload limit (under 8000
-- bytes) allows. Every tag is short: ids are slugs of at most 100 characters.
CREATE FUNCTION "brass_notify_changes"("tags" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tag text;
  payload text := '';
BEGIN
  FOR tag IN SELECT DISTINCT t FROM unnest(tags) AS t WHERE t IS NOT NULL ORDER BY t LOOP
    IF payload <> '' AND octet_length(payload) + 1 + octet_length(tag) > 7999 THEN
      PERFORM pg_notify('brass_changes', payload);
      payload := '';
    END IF;
    payload := CASE WHEN payload = '' THEN tag ELSE payload || ',' || tag END;
  END LOOP;
  IF payload <> '' THEN
    PERFORM pg_notify('brass_changes', payload);
  END IF;
END
$$;
--> statement-breakpoint
-- Products: `product:<id>` when a column the shop shows changed (the product page, its card in every
-- list), `products` when the product joined or left the lists, or a column changed that lists filter,
-- search, sort or count by. Stock counts for lists only through the in-stock filter: crossing zero.
-- Position and the popular flag order and pick lists but are not shown, so they notify `products` alone.
-- A product archived before and after is in no public answer. `catalogue` goes with every change, for
-- the lists too long to name each of their products.
CREATE FUNCTION "products_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
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
                       o.height_cm, o.material, o.finish, o.care_instructions, o.hsn_code, o.archived_at)
                 IS DISTINCT FROM
                      (n.name, n.price, n.compare_at_price, n.description, n.image, n.main_category,
                       n.is_new_arrival, n.created_at, n.stock, n.weight_grams, n.length_cm, n.breadth_cm,
                       n.height_cm, n.material, n.finish, n.care_instructions, n.hsn_code, n.archived_at)
                 THEN 'product:' || n.id END,
            CASE WHEN (o.archived_at, o.price, o.name, o.description, o.main_category, o.material,
                       o.finish, o.is_new_arrival, o.is_popular, o.position, o.created_at)
                 IS DISTINCT FROM
                      (n.archived_at, n.price, n.name, n.description, n.main_category, n.material,
                       n.finish, n.is_new_arrival, n.is_popular, n.position, n.created_at)
                   OR (o.stock > 0) <> (n.stock > 0)
                 THEN 'products' END
          ]
        END
      ) AS tag
      FROM old_rows o
      FULL JOIN new_rows n ON n.id = o.id
      WHERE o.archived_at IS NULL OR n.archived_at IS NULL
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
CREATE TRIGGER "products_changes_insert" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changes"();
--> statement-breakpoint
CREATE TRIGGER "products_changes_update" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changes"();
--> statement-breakpoint
CREATE TRIGGER "products_changes_delete" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changes"();
--> statement-breakpoint
-- A product's photos are shown on its page only.
CREATE FUNCTION "product_images_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('product:' || product_id) INTO tags FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg('product:' || product_id) INTO tags FROM old_rows;
  ELSE
    SELECT array_agg('product:' || product_id) INTO tags FROM (
      SELECT o.product_id FROM old_rows o
      LEFT JOIN new_rows n ON n.id = o.id
      WHERE n IS DISTINCT FROM o
      UNION
      SELECT n.product_id FROM new_rows n
      LEFT JOIN old_rows o ON o.id = n.id
      WHERE o IS DISTINCT FROM n
    ) AS changed;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_images_changes_insert" AFTER INSERT ON "product_images"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_images_changes"();
--> statement-breakpoint
CREATE TRIGGER "product_images_changes_update" AFTER UPDATE ON "product_images"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_images_changes"();
--> statement-breakpoint
CREATE TRIGGER "product_images_changes_delete" AFTER DELETE ON "product_images"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_images_changes"();
--> statement-breakpoint
-- Most Popular is the ten best sellers by quantity sold among the products on sale (best first, the id
-- breaking ties), completed with flagged products: the ids of that top ten, as CatalogRepository's
-- bestSellers and CatalogService's mostPopularCount make it, with `adjustment` (product ids and
-- quantities) added to the quantities sold.
CREATE FUNCTION "brass_best_seller_ids"("adjusted_ids" text[], "adjusted_quantities" bigint[])
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
    JOIN products p ON p.id = s.product_id AND p.archived_at IS NULL
    ORDER BY s.sold DESC, p.id
    LIMIT 10
  ) AS top
$$;
--> statement-breakpoint
-- Order lines count for the shop's pages only through Most Popular: `products` when the statement changed
-- its top ten, compared with the top ten as it was before the statement. Concurrent orders of one product
-- queue on its stock row, so the later one compares against the earlier one's committed lines.
CREATE FUNCTION "order_items_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  quantities bigint[];
BEGIN
  -- What undoes the statement: minus the lines it wrote, plus those it removed.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(product_id), array_agg(-quantity::bigint) INTO ids, quantities FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(product_id), array_agg(quantity::bigint) INTO ids, quantities FROM old_rows;
  ELSE
    SELECT array_agg(product_id), array_agg(quantity) INTO ids, quantities FROM (
      SELECT product_id, -quantity::bigint AS quantity FROM new_rows
      UNION ALL
      SELECT product_id, quantity::bigint FROM old_rows
    ) AS undone;
  END IF;
  IF ids IS NOT NULL
     AND brass_best_seller_ids(ids, quantities) IS DISTINCT FROM brass_best_seller_ids('{}', '{}') THEN
    PERFORM brass_notify_changes(ARRAY['products']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_changes_insert" AFTER INSERT ON "order_items"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_changes"();
--> statement-breakpoint
CREATE TRIGGER "order_items_changes_update" AFTER UPDATE ON "order_items"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_changes"();
--> statement-breakpoint
CREATE TRIGGER "order_items_changes_delete" AFTER DELETE ON "order_items"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_changes"();
--> statement-breakpoint
-- The search vocabulary widens and corrects searches: any change may change a search's results.
-- (Each branch names only the transition tables its event has: a query naming another fails.)
CREATE FUNCTION "search_vocabulary_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  ELSE
    changed := EXISTS (SELECT FROM new_rows);
  END IF;
  IF changed THEN
    PERFORM brass_notify_changes(ARRAY['products']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changes_insert" AFTER INSERT ON "search_synonyms"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changes_update" AFTER UPDATE ON "search_synonyms"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changes_delete" AFTER DELETE ON "search_synonyms"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
CREATE TRIGGER "search_words_changes_insert" AFTER INSERT ON "search_words"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
CREATE TRIGGER "search_words_changes_update" AFTER UPDATE ON "search_words"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
CREATE TRIGGER "search_words_changes_delete" AFTER DELETE ON "search_words"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_vocabulary_changes"();
--> statement-breakpoint
-- Settings: one tag for all of them, as the public reads combine several keys each.
CREATE FUNCTION "settings_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  ELSE
    changed := EXISTS (SELECT FROM old_rows o FULL JOIN new_rows n ON n.key = o.key WHERE o IS DISTINCT FROM n);
  END IF;
  IF changed THEN
    PERFORM brass_notify_changes(ARRAY['settings']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_changes_insert" AFTER INSERT ON "settings"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "settings_changes"();
--> statement-breakpoint
CREATE TRIGGER "settings_changes_update" AFTER UPDATE ON "settings"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "settings_changes"();
--> statement-breakpoint
CREATE TRIGGER "settings_changes_delete" AFTER DELETE ON "settings"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "settings_changes"();
--> statement-breakpoint
-- Blog posts: `post:<id>` and `posts` for a post published before or after the write; a draft is in no
-- public answer.
CREATE FUNCTION "blogs_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('post:' || id) INTO tags FROM new_rows WHERE published_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg('post:' || id) INTO tags FROM old_rows WHERE published_at IS NOT NULL;
  ELSE
    SELECT array_agg('post:' || coalesce(n.id, o.id)) INTO tags
    FROM old_rows o
    FULL JOIN new_rows n ON n.id = o.id
    WHERE (o.published_at IS NOT NULL OR n.published_at IS NOT NULL) AND o IS DISTINCT FROM n;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags || ARRAY['posts']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blogs_changes_insert" AFTER INSERT ON "blogs"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blogs_changes"();
--> statement-breakpoint
CREATE TRIGGER "blogs_changes_update" AFTER UPDATE ON "blogs"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blogs_changes"();
--> statement-breakpoint
CREATE TRIGGER "blogs_changes_delete" AFTER DELETE ON "blogs"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "blogs_changes"();
--> statement-breakpoint
-- Policy pages: `policy:<slug>`; the editor's name is not shown, but every edit changes the date that is.
CREATE FUNCTION "policy_pages_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('policy:' || slug) INTO tags FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg('policy:' || slug) INTO tags FROM old_rows;
  ELSE
    SELECT array_agg('policy:' || coalesce(n.slug, o.slug)) INTO tags
    FROM old_rows o
    FULL JOIN new_rows n ON n.slug = o.slug
    WHERE o IS DISTINCT FROM n;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM brass_notify_changes(tags);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "policy_pages_changes_insert" AFTER INSERT ON "policy_pages"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_pages_changes"();
--> statement-breakpoint
CREATE TRIGGER "policy_pages_changes_update" AFTER UPDATE ON "policy_pages"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_pages_changes"();
--> statement-breakpoint
CREATE TRIGGER "policy_pages_changes_delete" AFTER DELETE ON "policy_pages"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "policy_pages_changes"();
