import {
  errorBodySchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import type { CatalogService } from './service.js';

// Any string is accepted so that every unknown id, whatever its shape, is a 404 'Product not found'.
const productParamsSchema = z.object({ id: z.string() });

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The catalogue: the whole list without a query, one page with page, limit, category, q or sort',
        querystring: productQuerySchema,
        response: { 200: z.union([z.array(productSchema), productPageSchema]) },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: productParamsSchema,
        response: { 200: productSchema, 404: errorBodySchema },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.get(request.params.id),
  );

  app.get(
    '/api/most-popular',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Top ten by quantity sold, completed with the products flagged popular',
        response: { 200: z.array(productSchema) },
      },
    },
    () => service.mostPopular(),
  );
};
