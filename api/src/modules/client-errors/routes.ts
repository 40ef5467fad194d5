import {
  clientErrorAcceptedSchema,
  clientErrorCountsQuerySchema,
  clientErrorCountsSchema,
  clientErrorReportSchema,
  errorBodySchema,
} from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import type { ClientErrorService } from './service.js';

/**
 * The largest report the contract allows (about 9 KB of ASCII), with room for a message that is not
 * ASCII; anything bigger is not a report but someone filling the table.
 */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

export const clientErrorRoutes: FastifyPluginAsyncValibot<{ service: ClientErrorService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { rateLimit: rateLimits.clientErrorsPerClient },
      schema: {
        tags: ['client-errors'],
        summary: 'Stores an error a page of the shop reports',
        description:
          'Sent by the browser when a piece of a page fails to render, a remote fails to load or a shared ' +
          'store refuses what a remote pushed, with the release id of each app on the page. Anonymous, ' +
          `limited per client address and to ${CLIENT_ERROR_BODY_LIMIT / 1024} KiB.`,
        body: clientErrorReportSchema,
        response: {
          202: clientErrorAcceptedSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await service.record(request.body, request.headers['user-agent']);
      return reply.code(202).send({ accepted: true });
    },
  );

  app.get(
    '/api/client-errors/counts',
    {
      config: { rateLimit: rateLimits.clientErrorCountsPerClient },
      schema: {
        tags: ['client-errors'],
        summary: "Counts the reports an app's releases got since a moment",
        description:
          'By release id: the reports whose failing piece is the app, from pages composed with that ' +
          'release of it. The page servers judge a canary by it against the live release. Anonymous: it ' +
          'gives counts only, of release ids every page of the shop names.',
        querystring: clientErrorCountsQuerySchema,
        response: { 200: clientErrorCountsSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { app: name, releases, since } = request.query;
      return { counts: await service.countByRelease(name, releases.split(','), new Date(since)) };
    },
  );
};
