import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.js';
import type { ImageFile } from './image-store.js';

/** The widths the shop's pages ask for (remote-catalog's ProductImage): 240, 480 and 960 pixels. */
const PHOTO_WIDTHS = [240, 480, 960] as const;
/** The width a product's `image` names; its srcset swaps the width for the others. */
export const MAIN_WIDTH = 480;

/** A photo this large would take the server's memory to decode; no camera needs more. */
const MAX_PIXELS = 100_000_000;

const photoMessages = {
  notAnImage: 'Upload a JPEG, PNG, WebP or AVIF image',
  tooManyPixels: 'Photos can be at most 100 megapixels',
} as const;

const formats = {
  webp: { contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 78, effort: 4 }) },
  avif: { contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
} as const;

type PhotoFormat = keyof typeof formats;

/** The name of one file of a photo in the image store. */
export const photoKey = (stem: string, width: number, format: PhotoFormat) => `${stem}-${width}.${format}`;

/** Every file of a photo. */
export const photoKeys = (stem: string) =>
  PHOTO_WIDTHS.flatMap((width) => (['webp', 'avif'] as const).map((format) => photoKey(stem, width, format)));

export interface RenderedPhoto {
  /** Of the photo as uploaded, upright. */
  width: number;
  height: number;
  files: ImageFile[];
}

/** What the bytes are, read from their content (never from a file name or a declared type). */
async function readPhoto(input: Buffer): Promise<Metadata> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => undefined);
  const accepted =
    metadata !== undefined &&
    (['jpeg', 'png', 'webp'].includes(metadata.format) ||
      (metadata.format === 'heif' && metadata.compression === 'av1'));
  if (!accepted) throw new HttpError(415, photoMessages.notAnImage);
  if (metadata.width * metadata.height > MAX_PIXELS) throw new HttpError(413, photoMessages.tooManyPixels);
  return metadata;
}

/**
 * The files of one product photo: cropped square around its centre, in every width of the shop, as
 * WebP and AVIF, named `<stem>-<width>.webp|avif`. Turned upright first; the camera's metadata (the
 * place it was taken, among others) is left out.
 */
export async function renderPhoto(input: Buffer, stem: string): Promise<RenderedPhoto> {
  const metadata = await readPhoto(input);
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  const files: ImageFile[] = [];
  for (const width of PHOTO_WIDTHS) {
    const square = upright.clone().resize(width, width, { fit: 'cover' });
    for (const format of ['webp', 'avif'] as const) {
      const { contentType, encode } = formats[format];
      files.push({
        key: photoKey(stem, width, format),
        body: await encode(square.clone()).toBuffer(),
        contentType,
      });
    }
  }
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, files };
}
