import { errorBodySchema } from '@brass/shared/contracts/errors';
import { orderNumberParamsSchema } from '@brass/shared/contracts/orders';
import {
  orderReturnsSchema,
  returnRequestFieldsSchema,
  shopperReturnSchema,
} from '@brass/shared/contracts/returns';
import { MAX_RETURN_PHOTOS } from '@brass/shared/returns';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptImageUploads, readImageUploads } from '../images/upload.js';
import type { ReturnService } from './service.js';

/** The text fields of the multipart request: `lines` is JSON, as a form sends a list. */
function requestFieldsOf(fields: Map<string, string>) {
  let lines: unknown;
  try {
    lines = JSON.parse(fields.get('lines') ?? '[]');
  } catch {
    throw new HttpError(400, 'Choose at least one piece to return');
  }
  const parsed = v.safeParse(returnRequestFieldsSchema, {
    lines,
    reason: fields.get('reason'),
    details: fields.get('details') ?? '',
  });
  if (!parsed.success) throw new HttpError(400, parsed.issues[0].message);
  return parsed.output;
}

export const returnRoutes: FastifyPluginAsyncValibot<{ service: ReturnService }> = async (
  app,
  { service },
) => {
  // lines, reason and details, and the photos.
  await acceptImageUploads(app, { files: MAX_RETURN_PHOTOS, fields: 3 });

  app.get(
    '/api/orders/:orderNumber/returns',
    {
      onRequest: app.authenticateRead,
      schema: {
        tags: ['orders'],
        summary: "The returns of the shopper's own order, and which pieces may still be returned until when",
        security: [{ bearerAuth: [] }],
        params: orderNumberParamsSchema,
        response: { 200: orderReturnsSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => service.ofOrder(currentUser(request).id, request.params.orderNumber),
  );

  app.post(
    '/api/orders/:orderNumber/returns',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: `Asks to return pieces of a delivered order within the return window: multipart/form-data with lines (JSON: productId, quantity), reason, details and up to ${MAX_RETURN_PHOTOS} photos (JPEG, PNG, WebP or AVIF, at most 10 MB each)`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: orderNumberParamsSchema,
        response: {
          201: shopperReturnSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { images, fields } = await readImageUploads(request, MAX_RETURN_PHOTOS);
      const made = await service.request(
        currentUser(request).id,
        request.params.orderNumber,
        requestFieldsOf(fields),
        images,
      );
      return reply.code(201).send(made);
    },
  );
};
