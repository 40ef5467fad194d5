import { adminProfileSchema, errorBodySchema } from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import type { AdminService } from './service.js';
import { staffOnly } from './staff-only.js';

/**
 * Every back-office route, under /api/admin. The sign-in and staff checks are hooks of this scope, so
 * a route added here cannot forget them: without a valid token it answers 401, for a shopper 403.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', staffOnly);

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in member of staff',
        security: [{ bearerAuth: [] }],
        response: { 200: adminProfileSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => service.profile(currentUser(request)),
  );
};
