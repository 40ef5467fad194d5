import type { ShareImage } from '@brass/shared/contracts/catalog';
import { imageKey, SHARE_IMAGE_WIDTH, shareImageKey } from '../images/rendering.js';

/** The width of the file a product's `image` names; the pages' srcsets swap it for 240 and 960. */
const MAIN_PHOTO_WIDTH = 480;

/** The image store's key of a product photo's main file. */
export const mainPhotoKey = (stem: string) => imageKey(stem, MAIN_PHOTO_WIDTH, 'webp');

/** A seeded product's main file, beside which the seed script renders its share JPEG. */
const SEEDED_MAIN_PHOTO = /^(\/images\/products\/[a-z0-9-]+)-480\.webp$/;

const square = (url: string): ShareImage => ({ url, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_WIDTH });

/**
 * The share image of a product: that of its first uploaded photo (`url` says where the store serves
 * it), else the seeded artwork's; none for a main image given by address, which the shop never rendered.
 */
export function shareImageOf(
  mainPhotoStem: string | undefined,
  image: string,
  url: (key: string) => string,
): ShareImage | undefined {
  if (mainPhotoStem) return square(url(shareImageKey(mainPhotoStem)));
  const seeded = SEEDED_MAIN_PHOTO.exec(image);
  return seeded ? square(`${seeded[1]}-${SHARE_IMAGE_WIDTH}.jpg`) : undefined;
}
