-- Whether a photo's share JPEG (`<stem>-1200.jpg`) is in the image store. Photos uploaded before uploads
-- rendered one start without it; `pnpm --filter @brass/api images:share` renders theirs and sets it.
ALTER TABLE "product_images" ADD COLUMN "share_image" boolean DEFAULT false NOT NULL;
