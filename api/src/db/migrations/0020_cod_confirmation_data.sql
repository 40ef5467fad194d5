-- Orders paid on delivery before staff confirmation existed were booked at once: count them confirmed
-- when they were placed, so that one still waiting for its AWB keeps being retried.
UPDATE "orders" SET "cod_confirmed_at" = "created_at" WHERE "payment_method" = 'cod' AND "cod_confirmed_at" IS NULL;
