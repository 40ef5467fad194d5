ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_quotes" ADD COLUMN "no_courier_serviceable" boolean DEFAULT false NOT NULL;