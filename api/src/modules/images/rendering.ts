import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.js';
import type { ImageFile } from './image-store.js';

/** The widths the shop's pages ask for, and the shape they show the image in. */
export interface ImageShape {
  widths: readonly number[];
  /** Height over width: 1 for a square. */
  aspect: number;
  /** Also a JPEG of `SHARE_IMAGE_WIDTH` for link previews (`shareImageKey`). */
  share?: boolean;
}

/**
 * The width of the image a shared link shows: WhatsApp and Facebook want 1200 px for a large preview
 * and read JPEG everywhere, where WebP and AVIF are not read by every crawler.
 */
export const SHARE_IMAGE_WIDTH = 1200;

/** The name of an image's share file in the image store. */
export const shareImageKey = (stem: string) => `${stem}-${SHARE_IMAGE_WIDTH}.jpg`;

/** A share image's bytes: progressive, quality 80, about 100 to 200 KB for a product photo. */
export const encodeShareImage = (image: Sharp) =>
  image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true });

/**
 * The share file of an image (`shareImageKey`): cropped around its centre to `aspect`,
 * `SHARE_IMAGE_WIDTH` wide, as JPEG.
 */
export async function renderShareImage(image: Sharp, stem: string, aspect: number): Promise<ImageFile> {
  const side = image.resize(SHARE_IMAGE_WIDTH, Math.round(SHARE_IMAGE_WIDTH * aspect), { fit: 'cover' });
  return {
    key: shareImageKey(stem),
    body: await encodeShareImage(side).toBuffer(),
    contentType: 'image/jpeg',
  };
}

/** An image this large would take the server's memory to decode; no camera needs more. */
const MAX_PIXELS = 100_000_000;

const imageMessages = {
  notAnImage: 'Upload a JPEG, PNG, WebP or AVIF image',
  tooManyPixels: 'Images can be at most 100 megapixels',
} as const;

const formats = {
  webp: { contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78, effort: 4 }) },
  avif: { contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
} as const;

type ImageFormat = keyof typeof formats;

/** The name of one file of an image in the image store. */
export const imageKey = (stem: string, width: number, format: ImageFormat) => `${stem}-${width}.${format}`;

/** Every file of an image of this shape. */
export const imageKeys = (stem: string, shape: ImageShape) => [
  ...shape.widths.flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => imageKey(stem, width, format)),
  ),
  ...(shape.share ? [shareImageKey(stem)] : []),
];

export interface RenderedImage {
  /** Of the image as uploaded, upright. */
  width: number;
  height: number;
  files: ImageFile[];
}

/** What the bytes are, read from their content (never from a file name or a declared type). */
async function readImage(input: Buffer): Promise<Metadata> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => undefined);
  const accepted =
    metadata !== undefined &&
    (['jpeg', 'png', 'webp'].includes(metadata.format) ||
      (metadata.format === 'heif' && metadata.compression === 'av1'));
  if (!accepted) throw new HttpError(415, imageMessages.notAnImage);
  if (metadata.width * metadata.height > MAX_PIXELS) throw new HttpError(413, imageMessages.tooManyPixels);
  return metadata;
}

/**
 * The files of one uploaded image: cropped around its centre to the shape, in each of its widths, as
 * WebP and AVIF, named `<stem>-<width>.webp|avif`, and its share JPEG when the shape has one. Turned
 * upright first; the camera's metadata (the place it was taken, among others) is left out.
 */
export async function renderImage(input: Buffer, stem: string, shape: ImageShape): Promise<RenderedImage> {
  const metadata = await readImage(input);
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  const files: ImageFile[] = [];
  for (const width of shape.widths) {
    const cropped = upright.clone().resize(width, Math.round(width * shape.aspect), { fit: 'cover' });
    for (const format of ['webp', 'avif'] as const) {
      const { contentType, encode } = formats[format];
      files.push({
        key: imageKey(stem, width, format),
        body: await encode(cropped.clone()).toBuffer(),
        contentType,
      });
    }
  }
  if (shape.share) files.push(await renderShareImage(upright.clone(), stem, shape.aspect));
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, files };
}
