-- Trigram search on product names (products_name_trgm_idx). pg_trgm is a trusted extension, so the
-- database owner may create it without superuser rights; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
