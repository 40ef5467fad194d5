import sharp from 'sharp';
import type { ImageStore } from '../images/image-store.js';
import { imageKey, renderShareImage, shareImageKey } from '../images/rendering.js';
import type { ProductAdminRepository } from './admin-repository.js';
import { PRODUCT_PHOTO } from './main-photo.js';

export interface ShareBackfill {
  /** Photos whose share JPEG was rendered now. */
  rendered: number;
  /** Photos whose share JPEG the store had already, now recorded. */
  found: number;
  /** The largest files of the photos none could be rendered for, as the store has no such file. */
  missing: string[];
}

/** The largest file of a product photo: what its share JPEG is rendered from. */
const largestFileKey = (stem: string) => imageKey(stem, Math.max(...PRODUCT_PHOTO.widths), 'webp');

/**
 * Gives each product photo uploaded before uploads made share JPEGs its own, rendered as an upload's
 * is but from the photo's largest stored file (the upload itself is not kept), and records it, so the
 * shop names it from then on. A photo whose JPEG is stored already is only recorded: a stored file
 * never changes. Photos recorded before are not looked at, so a second run renders nothing.
 */
export async function renderMissingShareImages(
  products: ProductAdminRepository,
  store: ImageStore,
): Promise<ShareBackfill> {
  const backfill: ShareBackfill = { rendered: 0, found: 0, missing: [] };
  for (const { id, stem } of await products.imagesWithoutShareImage()) {
    if (await store.read(shareImageKey(stem))) {
      if (await products.markShareImage(id)) backfill.found += 1;
      continue;
    }
    const source = await store.read(largestFileKey(stem));
    if (!source) {
      backfill.missing.push(largestFileKey(stem));
      continue;
    }
    const file = await renderShareImage(sharp(source), stem, PRODUCT_PHOTO.aspect);
    await store.save([file]);
    // A photo removed while its JPEG was made leaves no file behind.
    if (await products.markShareImage(id)) backfill.rendered += 1;
    else await store.remove([file.key]);
  }
  return backfill;
}
