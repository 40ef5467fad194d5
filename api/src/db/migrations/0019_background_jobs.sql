ALTER TABLE "mail_outbox" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_parked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;