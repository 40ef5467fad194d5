import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  orderStatusChangeSchema,
  refundBodySchema,
} from '@brass/shared/contracts/admin-orders';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import type { OrderAdminService } from './admin-service.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';

/**
 * The back office's order routes. Registered inside the /api/admin scope, whose hooks let only staff
 * and the owner through; nothing here checks who is calling again.
 */
export const orderAdminRoutes: FastifyPluginAsyncValibot<{ service: OrderAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/orders',
    {
      schema: {
        ...adminRoute,
        summary: 'Orders of every shopper, newest first, filtered and searched, a page at a time',
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/orders/export.csv',
    {
      schema: {
        ...adminRoute,
        summary: 'The orders the same filters find, as CSV',
        querystring: v.omit(adminOrderQuerySchema, ['page']),
        produces: ['text/csv'],
        response: { 200: v.string(), 400: errorBodySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(await service.csv(request.query)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One order with its customer, shipment and refunds',
        params: idParamSchema,
        response: { 200: adminOrderDetailSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        ...adminRoute,
        summary: 'Marks an order shipped, delivered or cancelled; cancelling a paid order refunds it',
        params: idParamSchema,
        body: orderStatusChangeSchema,
        response: {
          200: adminOrderDetailSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.changeStatus(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/orders/:id/confirm-cod',
    {
      schema: {
        ...adminRoute,
        summary:
          'Confirms an order paid on delivery after speaking to the shopper; its shipment is booked then',
        params: idParamSchema,
        response: {
          200: adminOrderDetailSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.confirmCashOnDelivery(currentUser(request).id, request.params.id),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        ...adminRoute,
        summary: 'Refunds part or all of an order paid online through Razorpay',
        params: idParamSchema,
        body: refundBodySchema,
        response: {
          200: adminOrderDetailSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.refund(currentUser(request), request.params.id, request.body),
  );
};
