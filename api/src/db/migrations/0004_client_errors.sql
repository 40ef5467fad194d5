CREATE TABLE "client_errors" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"path" text NOT NULL,
	"app" text,
	"releases" jsonb NOT NULL,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_errors_kind" CHECK ("client_errors"."kind" in ('render', 'load', 'store'))
);
--> statement-breakpoint
CREATE INDEX "client_errors_received_idx" ON "client_errors" USING btree ("received_at" DESC NULLS LAST);