CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "razorpay_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "razorpay_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Orders made before numbers existed are numbered in the order they were placed.
UPDATE "orders" SET "number" = numbered."number"
  FROM (
    SELECT "id", nextval('order_numbers') AS "number"
    FROM (SELECT "id" FROM "orders" ORDER BY "created_at", "id") AS placed
  ) AS numbered
  WHERE "orders"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('order_numbers');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivers_by" date;--> statement-breakpoint
-- Earlier orders kept their courier with their payment order; its days count from the day, in India, the order was placed.
UPDATE "orders" SET
  "courier" = "payment_orders"."courier",
  "delivers_by" = CASE
    WHEN "payment_orders"."courier"->>'estimated_delivery_days' ~ '^[0-9]{1,3}$'
    THEN ("orders"."created_at" AT TIME ZONE 'UTC' + interval '330 minutes')::date
      + ("payment_orders"."courier"->>'estimated_delivery_days')::integer
  END
  FROM "payment_orders"
  WHERE "payment_orders"."razorpay_order_id" = "orders"."razorpay_order_id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_online_has_payment" CHECK ("orders"."payment_method" = 'cod' or ("orders"."razorpay_payment_id" is not null and "orders"."razorpay_order_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_non_negative" CHECK ("orders"."cod_fee" >= 0);
