ALTER TABLE "payment_orders" ADD COLUMN "shipping_paise" bigint;--> statement-breakpoint
-- Payment orders opened before free delivery existed charged their courier's rate.
UPDATE "payment_orders" SET "shipping_paise" = round(("courier"->>'rate')::numeric * 100);--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "shipping_paise" SET NOT NULL;
