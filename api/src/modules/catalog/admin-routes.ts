import {
  adminProductListSchema,
  adminProductQuerySchema,
  adminProductSchema,
  imageReorderBodySchema,
  productBodySchema,
  productDraftBodySchema,
  productMoveBodySchema,
  productReorderBodySchema,
  productUpdateBodySchema,
  productVariantsBodySchema,
} from '@brass/shared/contracts/admin-products';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptImageUploads, IMAGE_UPLOAD_BODY, readImageUpload } from '../images/upload.js';
import type { ProductAdminService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

const productParams = idParamSchema;
const imageParams = v.object({
  ...idParamSchema.entries,
  imageId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/**
 * The back office's product routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const productAdminRoutes: FastifyPluginAsyncValibot<{ service: ProductAdminService }> = async (
  app,
  { service },
) => {
  await acceptImageUploads(app);
  const changed = { 200: adminProductSchema, 400: errorBodySchema, 404: errorBodySchema, ...adminRefusals };

  app.get(
    '/products',
    {
      schema: {
        ...adminRoute,
        summary: 'The catalogue, archived products too, in the owner’s order then newest first, 25 a page',
        querystring: adminProductQuerySchema,
        response: { 200: adminProductListSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.list(request.query),
  );

  app.post(
    '/products',
    {
      schema: {
        ...adminRoute,
        summary: 'Creates a product, a draft until published; its id is the slug of its name',
        body: productBodySchema,
        response: { 201: adminProductSchema, 400: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.post(
    '/products/drafts',
    {
      schema: {
        ...adminRoute,
        summary:
          'Creates a draft with only a name (price, stock and facts 0 until saved), so that photos can be added to a product not saved yet',
        body: productDraftBodySchema,
        response: { 201: adminProductSchema, 400: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createDraft(currentUser(request).id, request.body)),
  );

  app.post(
    '/products/reorder',
    {
      schema: {
        ...adminRoute,
        summary: 'Puts these products first in the catalogue, in this order',
        body: productReorderBodySchema,
        response: { 200: v.object({ message: v.string() }), 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.reorder(currentUser(request).id, request.body.ids),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One product with its photos, stock and facts',
        params: productParams,
        response: { 200: adminProductSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        ...adminRoute,
        summary:
          'Replaces every field of a product (the id, photos and place stay); stock changes only from loadedStock, the count the form showed, and 409 if the stock moved since',
        params: productParams,
        body: productUpdateBodySchema,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/products/:id/variants',
    {
      schema: {
        ...adminRoute,
        summary:
          'Replaces the options (such as Size) of a product and the variants it is sold as; variants left out are archived, and stock changes only from loadedStock',
        params: productParams,
        body: productVariantsBodySchema,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.setVariants(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/products/:id/move',
    {
      schema: {
        ...adminRoute,
        summary: 'Puts a product just before or just after another one in the owner’s order',
        params: productParams,
        body: productMoveBodySchema,
        response: changed,
      },
    },
    (request) => service.move(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/products/:id/publish',
    {
      schema: {
        ...adminRoute,
        summary:
          'Puts a draft in the shop; 409 naming what it lacks (a photo, a price, stock, a category, a description, its size and weight)',
        params: productParams,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.publish(currentUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/unpublish',
    {
      schema: {
        ...adminRoute,
        summary: 'Takes a product back to draft, out of the shop; orders that bought it keep it',
        params: productParams,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.unpublish(currentUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/archive',
    {
      schema: {
        ...adminRoute,
        summary: 'Takes a product out of the shop; orders that bought it keep it',
        params: productParams,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.archive(currentUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/restore',
    {
      schema: {
        ...adminRoute,
        summary: 'Puts an archived product back in the shop',
        params: productParams,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.restore(currentUser(request).id, request.params.id),
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        ...adminRoute,
        summary: `Adds a photo (multipart/form-data: ${IMAGE_UPLOAD_BODY}, and an optional field alt)`,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: {
          201: adminProductSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { image, fields } = await readImageUpload(request);
      const upload = { photo: image, alt: fields.get('alt') };
      return reply.code(201).send(await service.addImage(currentUser(request).id, request.params.id, upload));
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        ...adminRoute,
        summary: 'Removes a photo of a product; 409 for the last photo of a product in the shop',
        params: imageParams,
        response: { ...changed, 409: errorBodySchema },
      },
    },
    (request) => service.removeImage(currentUser(request).id, request.params.id, request.params.imageId),
  );

  app.post(
    '/products/:id/images/reorder',
    {
      schema: {
        ...adminRoute,
        summary: 'Orders the photos of a product; the first is its main image',
        params: productParams,
        body: imageReorderBodySchema,
        response: changed,
      },
    },
    (request) => service.reorderImages(currentUser(request).id, request.params.id, request.body.ids),
  );
};
