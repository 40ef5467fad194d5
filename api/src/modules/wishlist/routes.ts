import { availabilityQuerySchema } from '@brass/shared/contracts/catalog';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import { wishlistMergeBodySchema, wishlistSchema } from '@brass/shared/contracts/wishlist';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import type { WishlistService } from './service.js';

/** A list's prices and stock counts are only worth their moment: no cache may keep them. */
const uncached = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const wishlistRoutes: FastifyPluginAsyncValibot<{ service: WishlistService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/wishlist',
    {
      onRequest: app.authenticateRead,
      schema: {
        tags: ['wishlist'],
        summary:
          "The signed-in shopper's saved pieces still on sale, the last saved first, at today's price and stock",
        security: [{ bearerAuth: [] }],
        response: { 200: wishlistSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      uncached(reply);
      return service.list(currentUser(request).id);
    },
  );

  app.get(
    '/api/wishlist/pieces',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "A visitor's saved pieces (up to 100 ids separated by commas) at today's price and stock, in the order asked; pieces not on sale left out",
        querystring: availabilityQuerySchema,
        response: { 200: wishlistSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      uncached(reply);
      return service.pieces(request.query.ids);
    },
  );

  app.put(
    '/api/wishlist/:id',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.wishlistChangesPerUser),
      schema: {
        tags: ['wishlist'],
        summary: 'Saves a piece on sale (again: no change) and answers the list',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: {
          200: wishlistSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      uncached(reply);
      return service.add(currentUser(request).id, request.params.id);
    },
  );

  app.delete(
    '/api/wishlist/:id',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.wishlistChangesPerUser),
      schema: {
        tags: ['wishlist'],
        summary: 'Removes a saved piece (one not saved: no change) and answers the list',
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: wishlistSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      uncached(reply);
      return service.remove(currentUser(request).id, request.params.id);
    },
  );

  app.post(
    '/api/wishlist/merge',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.wishlistChangesPerUser),
      schema: {
        tags: ['wishlist'],
        summary:
          'Keeps the pieces a visitor saved in the browser (up to 100) on the account at sign-in; pieces not on sale are left out',
        security: [{ bearerAuth: [] }],
        body: wishlistMergeBodySchema,
        response: { 200: wishlistSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      uncached(reply);
      return service.merge(currentUser(request).id, request.body.productIds);
    },
  );
};
