import {
  adminPolicyPageListSchema,
  adminPolicyPageSchema,
  errorBodySchema,
  policyPageBodySchema,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import type { PolicyPageService } from './service.js';

/**
 * The back office's policy page routes. Registered inside the /api/admin scope, whose hooks let only
 * staff and the owner through; nothing here checks who is calling again.
 */
export const pageAdminRoutes: FastifyPluginAsyncZod<{ service: PolicyPageService }> = async (
  app,
  { service },
) => {
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const refusals = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/pages',
    {
      schema: {
        tags,
        security,
        summary: 'Every policy page, in the order of the footer',
        response: { 200: adminPolicyPageListSchema, ...refusals },
      },
    },
    () => service.list(),
  );

  app.put(
    '/pages/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the title and text of a policy page',
        params: z.object({ slug: z.string().max(200) }),
        body: policyPageBodySchema,
        response: { 200: adminPolicyPageSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.slug, request.body),
  );
};
