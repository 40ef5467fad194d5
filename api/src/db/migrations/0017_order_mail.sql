ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_mailed_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before the shop sent order mail get none now: their shoppers have long moved on.
UPDATE "orders" SET "confirmation_mailed_at" = "created_at";--> statement-breakpoint
UPDATE "orders" SET "shipment_mailed_at" = now() WHERE "status" <> 'preparing';--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."confirmation_mailed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_shipped_unmailed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'shipped' and "orders"."shipment_mailed_at" is null;