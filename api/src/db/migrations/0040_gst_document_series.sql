CREATE TABLE "credit_notes" (
	"number" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"pdf" "bytea",
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "issued_invoices" ADD COLUMN "number" text;--> statement-breakpoint
-- An invoice issued before the series began keeps the number it was issued with, its order's.
UPDATE "issued_invoices" SET "number" = 'INV-BA-' || "orders"."number" FROM "orders" WHERE "orders"."id" = "issued_invoices"."order_id";--> statement-breakpoint
ALTER TABLE "issued_invoices" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_issued_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."issued_invoices"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_one_cancellation" ON "credit_notes" USING btree ("order_id") WHERE "credit_notes"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "credit_notes_unmailed_idx" ON "credit_notes" USING btree ("issued_at") WHERE "credit_notes"."mailed_at" is null;--> statement-breakpoint
ALTER TABLE "issued_invoices" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "issued_invoices" ADD CONSTRAINT "issued_invoices_number_unique" UNIQUE("number");