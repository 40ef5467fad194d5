ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at");--> statement-breakpoint
-- Orders shipped before the column: the moment staff marked them shipped, as the audit log kept it.
UPDATE "orders" SET "shipped_at" = "marked"."at"
FROM (
  SELECT "target", max("created_at") AS "at" FROM "audit_log" WHERE "action" = 'order.shipped' GROUP BY "target"
) AS "marked"
WHERE "marked"."target" = 'BA-' || "orders"."number" AND "orders"."status" IN ('shipped', 'delivered');
