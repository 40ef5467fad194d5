import { policyPageSchema } from '@brass/shared/contracts/content';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import { policyTag, tagReply, tagsOfAsked } from '../../lib/cache-tags.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import type { PolicyPageService } from './service.js';

// Any string is accepted so that every unknown page, whatever its shape, is a 404 'Page not found'.
const pageParamsSchema = v.object({ slug: v.string() });

export const pageRoutes: FastifyPluginAsyncValibot<{ service: PolicyPageService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'A policy page of the shop: terms, faq, shipping, returns or privacy',
        params: pageParamsSchema,
        response: { 200: policyPageSchema, 404: errorBodySchema },
      },
      // Pages come from the service's cache: each is turned into JSON once while it is kept.
      serializerCompiler: cachedJsonSerializer,
    },
    (request, reply) => {
      // Set first, so that a not-found answer is tagged too.
      tagReply(reply, tagsOfAsked(request.params.slug, policyTag));
      return service.get(request.params.slug);
    },
  );
};
