import { contactBodySchema, contactResponseSchema } from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Stores a message of the contact form',
        body: contactBodySchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.receive(request.body)),
  );
};
