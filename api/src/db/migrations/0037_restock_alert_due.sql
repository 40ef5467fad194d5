-- "Tell me when it is back": a product comes back on sale when it has stock and is not archived, having
-- lacked either before. Whatever puts it back (the back office's stock edit, a cancelled order's or a
-- received return's pieces, a restore from the archive, a hand-written UPDATE), the alerts waiting for it
-- are stamped due in that same transaction: none is missed, and none is stamped for a change rolled back.
-- The mail pass (src/modules/restock-alerts) writes their mail, with the shop's links, and marks each one
-- notified as it queues it. Stamped once: a product sold out and restocked again before the pass has
-- still been back. The WHEN clause keeps the trigger off every other update of a product, sales included.
CREATE FUNCTION "restock_alerts_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "restock_alerts" SET "restocked_at" = now()
  WHERE "product_id" = NEW.id AND "notified_at" IS NULL AND "restocked_at" IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_restock_alerts_due" AFTER UPDATE OF "stock", "archived_at" ON "products"
FOR EACH ROW
WHEN (NEW.stock > 0 AND NEW.archived_at IS NULL AND (OLD.stock <= 0 OR OLD.archived_at IS NOT NULL))
EXECUTE FUNCTION "restock_alerts_due"();
