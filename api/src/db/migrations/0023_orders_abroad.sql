ALTER TABLE "saved_addresses" ADD COLUMN "country" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_quotes" ADD COLUMN "delivery_country" text DEFAULT 'India' NOT NULL;