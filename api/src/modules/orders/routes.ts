import { errorBodySchema } from '@brass/shared/contracts/errors';
import { orderRefundsSchema } from '@brass/shared/contracts/order-refunds';
import { orderNumberParamsSchema, orderSchema } from '@brass/shared/contracts/orders';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import type { OrderCancellation } from './cancellation.js';
import type { OrderService } from './service.js';

export const orderRoutes: FastifyPluginAsyncValibot<{
  service: OrderService;
  cancellation: OrderCancellation;
}> = async (app, { service, cancellation }) => {
  app.get(
    '/api/orders/:orderNumber',
    {
      onRequest: app.authenticateRead,
      schema: {
        tags: ['orders'],
        summary: "One of the shopper's own orders by its number (BA-10042); another shopper's is a 404",
        security: [{ bearerAuth: [] }],
        params: orderNumberParamsSchema,
        response: { 200: orderSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      // Mostly an order of the shopper's entry in OrdersCache, turned into JSON once like the list.
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.ownByNumber(currentUser(request).id, request.params.orderNumber),
  );

  app.get(
    '/api/orders/getorders',
    {
      onRequest: app.authenticateRead,
      schema: {
        tags: ['orders'],
        summary: "The shopper's own orders, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: v.array(orderSchema), 401: errorBodySchema },
      },
      // The list comes from the shopper's entry in OrdersCache, so it is turned into JSON once per entry.
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.listOwn(currentUser(request).id),
  );

  app.get(
    '/api/orders/:orderNumber/refunds',
    {
      onRequest: app.authenticateRead,
      schema: {
        tags: ['orders'],
        summary: "The money given back on one of the shopper's own orders, oldest first",
        security: [{ bearerAuth: [] }],
        params: orderNumberParamsSchema,
        response: { 200: orderRefundsSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => service.refundsOfOwn(currentUser(request).id, request.params.orderNumber),
  );

  app.post(
    '/api/orders/:orderNumber/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          "Cancels the shopper's own order before it ships: paid online, it is refunded in full; cancelling again answers the order as it stands",
        security: [{ bearerAuth: [] }],
        params: orderNumberParamsSchema,
        response: {
          200: orderSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    (request) => cancellation.cancelOwn(currentUser(request).id, request.params.orderNumber),
  );
};
