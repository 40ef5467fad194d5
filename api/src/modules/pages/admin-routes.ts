import {
  adminPolicyPageListSchema,
  adminPolicyPageSchema,
  policyPageBodySchema,
} from '@brass/shared/contracts/admin-content';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { ownerOnly } from '../admin/access.js';
import type { PolicyPageService } from './service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * The back office's policy page routes. Registered inside the /api/admin scope, whose hooks let only
 * staff and the owner through: staff read the pages, only the owner changes them (they bind the shop).
 */
export const pageAdminRoutes: FastifyPluginAsyncValibot<{ service: PolicyPageService }> = async (
  app,
  { service },
) => {
  app.get(
    '/pages',
    {
      schema: {
        ...adminRoute,
        summary: 'Every policy page, in the order of the footer',
        response: { 200: adminPolicyPageListSchema, ...adminRefusals },
      },
    },
    () => service.list(),
  );

  app.put(
    '/pages/:slug',
    {
      onRequest: ownerOnly('change the policy pages'),
      schema: {
        ...adminRoute,
        summary: 'Replaces the title and text of a policy page',
        params: v.object({ slug: v.pipe(v.string(), v.maxLength(200)) }),
        body: policyPageBodySchema,
        response: {
          200: adminPolicyPageSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.slug, request.body),
  );
};
