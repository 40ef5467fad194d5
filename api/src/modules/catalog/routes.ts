import {
  availabilityQuerySchema,
  availabilitySchema,
  productDetailSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from '@brass/shared/contracts/catalog';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import { productListTags, productTag, tagCachedAnswer, tagReply, tagsOfAsked } from '../../lib/cache-tags.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import type { CatalogService } from './service.js';

// Any string is accepted so that every unknown id, whatever its shape, is a 404 'Product not found'.
const productParamsSchema = v.object({ id: v.string() });

export const catalogRoutes: FastifyPluginAsyncValibot<{ service: CatalogService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The catalogue: the whole list without a query, one page with page, limit, category, q or sort',
        querystring: productQuerySchema,
        response: { 200: v.union([v.array(productSchema), productPageSchema]) },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    async (request, reply) => {
      const answer = await service.list(request.query);
      const products = Array.isArray(answer) ? answer : answer.items;
      tagCachedAnswer(reply, answer, () => productListTags(products.map((product) => product._id)));
      return answer;
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product, with all its photos',
        params: productParamsSchema,
        response: { 200: productDetailSchema, 404: errorBodySchema },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    (request, reply) => {
      // Set first, so that a not-found answer is tagged too: the product may be created later.
      tagReply(reply, tagsOfAsked(request.params.id, productTag));
      return service.get(request.params.id);
    },
  );

  app.get(
    '/api/products/:id/related',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Up to six products on sale to show under a product, or instead of an archived one: those naming the same deity, then the newest of its category',
        params: productParamsSchema,
        response: { 200: v.array(productSchema), 404: errorBodySchema },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    async (request, reply) => {
      const asked = tagsOfAsked(request.params.id, productTag);
      // The product's own name and category choose its related pieces; it alone tags its not-found answer.
      tagReply(reply, asked);
      const related = await service.related(request.params.id);
      tagCachedAnswer(reply, related, () =>
        productListTags(
          related.map((product) => product._id),
          ...asked,
        ),
      );
      return related;
    },
  );

  // Beside /api/products rather than under it, where it would hide a product whose id is 'availability'.
  app.get(
    '/api/availability',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Pieces in stock of up to 100 products (ids separated by commas), in the order asked; 0 for a product not on sale',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A stock count is only worth its moment: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return service.availability(request.query.ids);
    },
  );

  app.get(
    '/api/most-popular',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Top ten by quantity sold, completed with the products flagged popular',
        response: { 200: v.array(productSchema) },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    async (_request, reply) => {
      const popular = await service.mostPopular();
      tagCachedAnswer(reply, popular, () => productListTags(popular.map((product) => product._id)));
      return popular;
    },
  );
};
