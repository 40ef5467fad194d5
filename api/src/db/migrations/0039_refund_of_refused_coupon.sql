ALTER TABLE "sold_out_refunds" ALTER COLUMN "product_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sold_out_refunds" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "sold_out_refunds" ADD COLUMN "coupon_refusal" text;--> statement-breakpoint
ALTER TABLE "sold_out_refunds" ADD CONSTRAINT "sold_out_refunds_one_reason" CHECK (("sold_out_refunds"."product_name" is null) = ("sold_out_refunds"."coupon_code" is not null) and ("sold_out_refunds"."coupon_code" is null) = ("sold_out_refunds"."coupon_refusal" is null));