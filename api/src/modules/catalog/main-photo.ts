import type { ShareImage } from '@brass/shared/contracts/catalog';
import { imageKey, SHARE_IMAGE_WIDTH, shareImageKey, type ImageShape } from '../images/rendering.js';

/** Square, in the widths the shop's pages ask for (remote-catalog's ProductImage), and a share JPEG. */
export const PRODUCT_PHOTO: ImageShape = { widths: [240, 480, 960], aspect: 1, share: true };

/** The width of the file a product's `image` names; the pages' srcsets swap it for 240 and 960. */
const MAIN_PHOTO_WIDTH = 480;

/** The image store's key of a product photo's main file. */
export const mainPhotoKey = (stem: string) => imageKey(stem, MAIN_PHOTO_WIDTH, 'webp');

/** A seeded product's main file, beside which the seed script renders its share JPEG. */
const SEEDED_MAIN_PHOTO = /^(\/images\/products\/[a-z0-9-]+)-480\.webp$/;

const square = (url: string): ShareImage => ({ url, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_WIDTH });

/** A product's first uploaded photo, and whether the image store has its share JPEG. */
interface MainPhoto {
  stem: string;
  shareImage: boolean;
}

/**
 * The share image of a product: that of its first uploaded photo (`url` says where the store serves
 * it), else the seeded artwork's. None for a main photo uploaded before uploads rendered one, until
 * `images:share` does, nor for a main image given by address, which the shop never rendered: the page
 * then shows the shop's own.
 */
export function shareImageOf(
  mainPhoto: MainPhoto | undefined,
  image: string,
  url: (key: string) => string,
): ShareImage | undefined {
  if (mainPhoto) return mainPhoto.shareImage ? square(url(shareImageKey(mainPhoto.stem))) : undefined;
  const seeded = SEEDED_MAIN_PHOTO.exec(image);
  return seeded ? square(`${seeded[1]}-${SHARE_IMAGE_WIDTH}.jpg`) : undefined;
}
