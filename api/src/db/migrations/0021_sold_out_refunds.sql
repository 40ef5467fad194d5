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
ALTER TABLE "sold_out_refunds" ADD CONSTRAINT "sold_out_refunds_razorpay_order_id_payment_orders_razorpay_order_id_fk" FOREIGN KEY ("razorpay_order_id") REFERENCES "public"."payment_orders"("razorpay_order_id") ON DELETE no action ON UPDATE no action;