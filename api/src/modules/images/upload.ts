import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** How an upload route's summary describes the file it takes. */
export const IMAGE_UPLOAD_BODY = 'one JPEG, PNG, WebP or AVIF file of at most 10 MB';

const uploadMessages = {
  tooLarge: 'Images can be at most 10 MB',
  oneFile: 'Upload one image at a time',
  atMost: (files: number) => `Upload at most ${files} images`,
  noFile: 'Attach the image as a file of a multipart/form-data body',
  malformed:
    'The upload is not a whole multipart/form-data body (its boundary is missing or wrong, or it was cut short). Please send the image again.',
} as const;

/** @fastify/multipart's refusals (by their code), in the owner's words, for uploads of `files` images. */
function multipartRefusal(code: string, files: number): HttpError | undefined {
  const tooMany = new HttpError(400, files === 1 ? uploadMessages.oneFile : uploadMessages.atMost(files));
  const refusals: Record<string, HttpError> = {
    FST_REQ_FILE_TOO_LARGE: new HttpError(413, uploadMessages.tooLarge),
    FST_FILES_LIMIT: tooMany,
    FST_PARTS_LIMIT: tooMany,
    FST_FIELDS_LIMIT: tooMany,
    FST_INVALID_MULTIPART_CONTENT_TYPE: new HttpError(415, uploadMessages.noFile),
  };
  return refusals[code];
}

/**
 * Lets the routes of the plugin `app` take images as multipart/form-data: one with two text fields
 * unless told otherwise. Registered per plugin, so the rest of the API takes JSON alone.
 */
export async function acceptImageUploads(
  app: FastifyInstance,
  { files = 1, fields = 2 }: { files?: number; fields?: number } = {},
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files, fields, parts: files + fields },
  });
}

export interface ImageUpload {
  image: Buffer;
  /** The text fields sent with it, trimmed. */
  fields: Map<string, string>;
}

/** The one file of a multipart body and its text fields; the file's type is judged by rendering.ts. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const { images, fields } = await readImageUploads(request, 1);
  const [image] = images;
  if (!image) throw new HttpError(400, uploadMessages.noFile);
  return { image, fields };
}

/** The files (none to `files`) of a multipart body and its text fields, as `readImageUpload`. */
export async function readImageUploads(
  request: FastifyRequest,
  files: number,
): Promise<{ images: Buffer[]; fields: Map<string, string> }> {
  const images: Buffer[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') images.push(await part.toBuffer());
      else fields.set(part.fieldname, String(part.value).trim());
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') throw multipartRefusal(code, files) ?? error;
    // The multipart parser (busboy) says what is wrong with the body in an error without a code:
    // "Boundary not found", "Unexpected end of multipart data", a malformed part header.
    throw new HttpError(400, uploadMessages.malformed);
  }
  return { images, fields };
}
