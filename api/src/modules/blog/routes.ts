import { blogSchema } from '@brass/shared/contracts/content';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import type { BlogService } from './service.js';

// Any string is accepted so that every unknown id, whatever its shape, is a 404 'Blog not found'.
const blogParamsSchema = v.object({ id: v.string() });

export const blogRoutes: FastifyPluginAsyncValibot<{ service: BlogService }> = async (app, { service }) => {
  app.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blog'],
        summary: 'Every published post, newest first',
        response: { 200: v.array(blogSchema) },
      },
      // The posts come from the service's copy of the blog: each is turned into JSON once per copy.
      serializerCompiler: cachedJsonSerializer,
    },
    () => service.list(),
  );
  app.get(
    '/api/blogs/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published post; a draft is not found',
        params: blogParamsSchema,
        response: { 200: blogSchema, 404: errorBodySchema },
      },
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.get(request.params.id),
  );
};
