import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import {
  helpfulVoteSchema,
  myReviewSchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewPageSchema,
  reviewQuerySchema,
  reviewSummarySchema,
} from '@brass/shared/contracts/reviews';
import * as v from 'valibot';
import { productTag, tagReply, tagsOfAsked } from '../../lib/cache-tags.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptImageUploads, IMAGE_UPLOAD_BODY, readImageUpload } from '../images/upload.js';
import type { ReviewService } from './service.js';

// Any string, as the catalogue's own routes take: an unknown product has no reviews.
const productParamsSchema = v.object({ id: v.string() });
const signedIn = { security: [{ bearerAuth: [] }] };

/** The shop's reviews: read by anyone, written and voted on by signed-in shoppers. */
export const reviewRoutes: FastifyPluginAsyncValibot<{ service: ReviewService }> = async (
  app,
  { service },
) => {
  await acceptImageUploads(app);

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's published reviews, newest or most helpful first, 10 a page",
        params: productParamsSchema,
        querystring: reviewQuerySchema,
        response: { 200: reviewPageSchema, 400: errorBodySchema },
      },
    },
    (request) => service.page(request.params.id, request.query),
  );

  app.get(
    '/api/products/:id/reviews/summary',
    {
      schema: {
        tags: ['reviews'],
        summary: "The average, count and count per star of a product's published reviews",
        params: productParamsSchema,
        response: { 200: reviewSummarySchema },
      },
    },
    (request, reply) => {
      // The product page is drawn with it: a published or hidden review names the product's tag.
      tagReply(reply, tagsOfAsked(request.params.id, productTag));
      return service.summary(request.params.id);
    },
  );

  app.get(
    '/api/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Whether the shopper may review the product (a delivered order of it), or their own review',
        ...signedIn,
        params: productParamsSchema,
        response: { 200: myReviewSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => service.mine(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/products/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          'Writes the shopper’s review of a product delivered to them; one per product, published by staff',
        ...signedIn,
        params: productParamsSchema,
        body: reviewBodySchema,
        response: {
          201: ownReviewSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.write(currentUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/api/reviews/:id/photos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: `Adds a photo to the shopper's own review while it waits for moderation (multipart/form-data: ${IMAGE_UPLOAD_BODY}); at most 3`,
        consumes: ['multipart/form-data'],
        ...signedIn,
        params: idParamSchema,
        response: {
          201: ownReviewSchema,
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
      const { image } = await readImageUpload(request);
      return reply.code(201).send(await service.addPhoto(currentUser(request).id, request.params.id, image));
    },
  );

  app.post(
    '/api/reviews/:id/helpful',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Marks a published review helpful, once per shopper; never one’s own',
        ...signedIn,
        params: idParamSchema,
        response: {
          200: helpfulVoteSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    (request) => service.helpful(currentUser(request).id, request.params.id),
  );
};
