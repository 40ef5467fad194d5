CREATE TABLE "client_error_tallies" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"not_kept" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_invoices" (
	"order_id" text PRIMARY KEY NOT NULL,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text,
	"pdf" "bytea"
);
--> statement-breakpoint
CREATE TABLE "sold_out_refunds" (
	"razorpay_payment_id" text PRIMARY KEY NOT NULL,
	"razorpay_order_id" text NOT NULL,
	"product_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"razorpay_refund_id" text,
	"attempt_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sold_out_refunds_status_known" CHECK ("sold_out_refunds"."status" in ('pending', 'processed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_quotes" ADD COLUMN "no_courier_serviceable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_invoices" ADD CONSTRAINT "issued_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_refunds" ADD CONSTRAINT "sold_out_refunds_razorpay_order_id_payment_orders_razorpay_order_id_fk" FOREIGN KEY ("razorpay_order_id") REFERENCES "public"."payment_orders"("razorpay_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;