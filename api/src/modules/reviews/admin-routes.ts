import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewReplyBodySchema,
} from '@brass/shared/contracts/admin-reviews';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import type { ReviewService } from './service.js';

/**
 * The back office's moderation of reviews. Registered inside the /api/admin scope, whose hooks let only
 * staff and the owner through; nothing here checks who is calling again.
 */
export const reviewAdminRoutes: FastifyPluginAsyncValibot<{ service: ReviewService }> = async (
  app,
  { service },
) => {
  const changed = { 200: adminReviewSchema, 404: errorBodySchema, ...adminRefusals };

  app.get(
    '/reviews',
    {
      schema: {
        ...adminRoute,
        summary: 'Reviews in one state or all, newest first, 25 a page, with the count of each state',
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewListSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.moderationList(request.query),
  );

  app.post(
    '/reviews/:id/publish',
    {
      schema: {
        ...adminRoute,
        summary: 'Shows a review on its product page',
        params: idParamSchema,
        response: changed,
      },
    },
    (request) => service.publish(currentUser(request).id, request.params.id),
  );

  app.post(
    '/reviews/:id/hide',
    {
      schema: {
        ...adminRoute,
        summary: 'Takes a review off its product page',
        params: idParamSchema,
        response: changed,
      },
    },
    (request) => service.hide(currentUser(request).id, request.params.id),
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: {
        ...adminRoute,
        summary: "Writes the shop's answer under a review, replacing any before",
        params: idParamSchema,
        body: reviewReplyBodySchema,
        response: { ...changed, 400: errorBodySchema },
      },
    },
    (request) => service.reply(currentUser(request).id, request.params.id, request.body.text),
  );
};
