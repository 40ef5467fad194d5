ALTER TABLE "orders" ADD COLUMN "shiprocket_shipment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "shipping_address" jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_awb_idx" ON "orders" USING btree ("shiprocket_awb_code");--> statement-breakpoint
CREATE INDEX "orders_pending_shipment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."shiprocket_awb_code" is null;