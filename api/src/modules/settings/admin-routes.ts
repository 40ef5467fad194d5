import { adminSettingsBodySchema, adminSettingsSchema, errorBodySchema } from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import type { SettingsAdminService } from './admin-service.js';

/**
 * The back office's settings routes. Registered inside the /api/admin scope, whose hooks let only
 * staff and the owner through; nothing here checks who is calling again.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ service: SettingsAdminService }> = async (
  app,
  { service },
) => {
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const refusals = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: "The home page's texts and the shop's contact details",
        response: { 200: adminSettingsSchema, ...refusals },
      },
    },
    () => service.settings(),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: "Replaces the home page's texts and the shop's contact details",
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsSchema, 400: errorBodySchema, ...refusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.body),
  );
};
