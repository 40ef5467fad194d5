CREATE TABLE "restock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restocked_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_alerts_email_lower_case" CHECK ("restock_alerts"."email" = lower("restock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_waiting_unique" ON "restock_alerts" USING btree ("product_id","email") WHERE "restock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "restock_alerts_due_idx" ON "restock_alerts" USING btree ("restocked_at") WHERE "restock_alerts"."restocked_at" is not null and "restock_alerts"."notified_at" is null;