import { contactBodySchema, contactResponseSchema } from '@brass/shared/contracts/content';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import type { ContactService } from './service.js';

export const contactRoutes: FastifyPluginAsyncValibot<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: rateLimits.contactPerClient },
      schema: {
        tags: ['contact'],
        summary: 'Stores a message of the contact form',
        body: contactBodySchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.receive(request.body)),
  );
};
