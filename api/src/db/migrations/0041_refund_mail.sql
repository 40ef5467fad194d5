ALTER TABLE "refunds" ADD COLUMN "shopper_told_at" timestamp with time zone;--> statement-breakpoint
-- Refunds made before these mails were told of otherwise (the cancellation mail, the staff): none is mailed now.
UPDATE "refunds" SET "shopper_told_at" = "created_at";--> statement-breakpoint
CREATE INDEX "refunds_untold_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'processed' and "refunds"."shopper_told_at" is null;