import {
  adminMessageListSchema,
  adminMessageQuerySchema,
  contactMessageSchema,
} from '@brass/shared/contracts/admin-content';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import type { InboxService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * The back office's inbox routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const inboxAdminRoutes: FastifyPluginAsyncValibot<{ service: InboxService }> = async (
  app,
  { service },
) => {
  const marked = { 200: contactMessageSchema, 404: errorBodySchema, ...adminRefusals };

  app.get(
    '/messages',
    {
      schema: {
        ...adminRoute,
        summary: 'Messages of the contact form, newest first, 25 a page, with the count of each state',
        querystring: adminMessageQuerySchema,
        response: { 200: adminMessageListSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.list(request.query),
  );

  app.post(
    '/messages/:id/read',
    { schema: { ...adminRoute, summary: 'Marks a message read', params: idParamSchema, response: marked } },
    (request) => service.markRead(currentUser(request).id, request.params.id),
  );

  app.post(
    '/messages/:id/replied',
    {
      schema: {
        ...adminRoute,
        summary: 'Marks a message answered (and read)',
        params: idParamSchema,
        response: marked,
      },
    },
    (request) => service.markReplied(currentUser(request).id, request.params.id),
  );
};
