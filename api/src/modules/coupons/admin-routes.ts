import {
  adminCouponListSchema,
  adminCouponSchema,
  couponBodySchema,
} from '@brass/shared/contracts/admin-coupons';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import type { CouponService } from './service.js';

/**
 * The back office's coupon routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; every change is written to the audit log.
 */
export const couponAdminRoutes: FastifyPluginAsyncValibot<{ service: CouponService }> = async (
  app,
  { service },
) => {
  app.get(
    '/coupons',
    {
      schema: {
        ...adminRoute,
        summary: 'Every coupon code, newest first, with the orders it made so far',
        response: { 200: adminCouponListSchema, ...adminRefusals },
      },
    },
    () => service.list(),
  );

  app.post(
    '/coupons',
    {
      schema: {
        ...adminRoute,
        summary: 'Creates a coupon code (percent or fixed, minimum order, dates, limits, categories)',
        body: couponBodySchema,
        response: { 201: adminCouponSchema, 400: errorBodySchema, 409: errorBodySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'Changes a coupon code; the orders it made keep their discount',
        params: idParamSchema,
        body: couponBodySchema,
        response: {
          200: adminCouponSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/coupons/:id/deactivate',
    {
      schema: {
        ...adminRoute,
        summary: 'Stops a coupon code from applying',
        params: idParamSchema,
        response: { 200: adminCouponSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.deactivate(currentUser(request).id, request.params.id),
  );
};
