import { blogSchema } from '@brass/shared/contracts/content';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import { postsTag, postTag, tagCachedAnswer, tagReply, tagsOfAsked } from '../../lib/cache-tags.js';
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
    async (_request, reply) => {
      const posts = await service.list();
      tagCachedAnswer(reply, posts, () => [postsTag, ...posts.map((post) => postTag(post._id))]);
      return posts;
    },
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
    (request, reply) => {
      // Set first, so that a not-found answer is tagged too: the post may be published later.
      tagReply(reply, tagsOfAsked(request.params.id, postTag));
      return service.get(request.params.id);
    },
  );
};
