import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import { restockAlertBodySchema, restockAlertSchema } from '@brass/shared/contracts/restock-alerts';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import type { RestockAlertService } from './service.js';

export const restockAlertRoutes: FastifyPluginAsyncValibot<{ service: RestockAlertService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/products/:id/restock-alert',
    {
      // A visitor names the address; a signed-in shopper's account gives it.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      config: { rateLimit: rateLimits.restockAlertPerClient },
      schema: {
        tags: ['catalog'],
        summary:
          "Mails the address once when the sold-out piece is on sale again: the signed-in shopper's own, else the one given (asking again: no change)",
        params: idParamSchema,
        body: restockAlertBodySchema,
        response: {
          200: restockAlertSchema,
          201: restockAlertSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { alert, created } = await service.ask(
        request.params.id,
        request.body.email,
        request.user?.id ?? null,
      );
      return reply.code(created ? 201 : 200).send(alert);
    },
  );
};
