-- Mail that used up its attempts before parking existed is parked now, so the staff see it with its reason.
UPDATE "mail_outbox" SET "parked_at" = "next_attempt_at" WHERE "sent_at" IS NULL AND "attempts" >= 8;
