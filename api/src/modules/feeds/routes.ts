import { errorBodySchema } from '@brass/shared/contracts/errors';
import { wholeNumberText } from '@brass/shared/contracts/field-checks';
import * as v from 'valibot';
import { tagReply } from '../../lib/cache-tags.js';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import type { FeedsService } from './service.js';

const XML = 'application/xml; charset=utf-8';

export const feedRoutes: FastifyPluginAsyncValibot<{ service: FeedsService }> = async (app, { service }) => {
  app.get(
    '/api/feeds/sitemap.xml',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'The shop’s sitemap (sitemaps.org 0.9, with images), which the composition server serves at /sitemap.xml: every page while they fit in one, else an index of parts, each asked for by page',
        querystring: v.object({ page: v.optional(wholeNumberText(1, 100_000)) }),
        produces: ['application/xml'],
        response: {
          200: v.pipe(v.any(), v.description('The sitemap, or its index, as XML')),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const document = await service.sitemap(request.query.page);
      tagReply(reply, document.tags);
      return reply.type(XML).send(document.xml);
    },
  );

  app.get(
    '/api/feeds/products.xml',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'The Google Merchant Center feed of every product on sale (RSS 2.0), which the composition server serves at /feeds/products.xml',
        produces: ['application/xml'],
        response: { 200: v.pipe(v.any(), v.description('The product feed as XML')) },
      },
    },
    async (_request, reply) => {
      const document = await service.productFeed();
      tagReply(reply, document.tags);
      return reply.type(XML).send(document.xml);
    },
  );
};
