import { imageUrl } from '@brass/shared/api-support';

const SIZED_IMAGE = /-(?:480|960)(\.\w+)$/;

/**
 * The API keeps each blog image at 480 and 960 pixels wide (`-480.webp`, `-960.webp`): the seeded
 * ones under /images/, and those uploaded in the back office in its image store (a path under
 * /images/ or a bucket's address). Offering both lets a phone take the small one. An image named
 * otherwise has no such versions to offer.
 */
export function blogImageSrcSet(path: string): string | undefined {
  if (!SIZED_IMAGE.test(path)) return undefined;
  const atWidth = (width: number) => imageUrl(path.replace(SIZED_IMAGE, `-${width}$1`));
  return `${atWidth(480)} 480w, ${atWidth(960)} 960w`;
}

const SIZED_WEBP = /-(?:480|960)\.webp$/;

/**
 * The AVIF files the API keeps beside the WebP ones of a blog image it made (seeded or uploaded):
 * smaller, so offered first to the browsers that read them.
 */
export function blogImageAvifSrcSet(path: string): string | undefined {
  if (!SIZED_WEBP.test(path)) return undefined;
  const atWidth = (width: number) => imageUrl(path.replace(SIZED_WEBP, `-${width}.avif`));
  return `${atWidth(480)} 480w, ${atWidth(960)} 960w`;
}
