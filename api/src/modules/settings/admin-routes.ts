import { adminSettingsBodySchema, adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { ownerOnly } from '../admin/access.js';
import type { SettingsAdminService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * The back office's settings routes. Registered inside the /api/admin scope, whose hooks let only
 * staff and the owner through: staff read the settings, only the owner changes them.
 */
export const settingsAdminRoutes: FastifyPluginAsyncValibot<{ service: SettingsAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/settings',
    {
      schema: {
        ...adminRoute,
        summary:
          "The home page's texts, the shop's contact details, its pricing, selling abroad (exchange rates, LUT number) and the staff's refund limit",
        response: { 200: adminSettingsSchema, ...adminRefusals },
      },
    },
    () => service.settings(),
  );

  app.put(
    '/settings',
    {
      onRequest: ownerOnly('change the settings'),
      schema: {
        ...adminRoute,
        summary:
          "Replaces the home page's texts and the shop's contact details, and the other groups given; a changed exchange rate is dated today (India)",
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.update(currentUser(request).id, request.body),
  );
};
