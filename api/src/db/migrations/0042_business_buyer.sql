ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_buyer_whole" CHECK (("orders"."buyer_gstin" is null) = ("orders"."buyer_business_name" is null));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_business_buyer_whole" CHECK (("payment_orders"."buyer_gstin" is null) = ("payment_orders"."buyer_business_name" is null));