-- Mail that used up its attempts before parking existed is parked now, so the staff see it with its reason.
UPDATE "mail_outbox" SET "parked_at" = "next_attempt_at" WHERE "sent_at" IS NULL AND "attempts" >= 8;
--> statement-breakpoint
-- Orders paid on delivery before staff confirmation existed were booked at once: count them confirmed
-- when they were placed, so that one still waiting for its AWB keeps being retried.
UPDATE "orders" SET "cod_confirmed_at" = "created_at" WHERE "payment_method" = 'cod' AND "cod_confirmed_at" IS NULL;
