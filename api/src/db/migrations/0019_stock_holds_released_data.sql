-- Stock is now taken when a payment arrives, not held by create-order: the pieces still held for
-- unpaid payment orders go back on the shelf before the holds' table is dropped. A payment for one of
-- those orders that arrives later takes its pieces then, like any other.
UPDATE "products" AS "p"
SET "stock" = "p"."stock" + "held"."quantity"
FROM (
  SELECT "line"->>'productId' AS "product_id", sum(("line"->>'quantity')::int) AS "quantity"
  FROM "stock_reservations" AS "r", jsonb_array_elements("r"."lines") AS "line"
  WHERE "r"."status" = 'held'
  GROUP BY 1
) AS "held"
WHERE "p"."id" = "held"."product_id";
