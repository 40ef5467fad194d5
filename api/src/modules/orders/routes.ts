import {
  errorBodySchema,
  indianAddressSchema,
  orderNumberParamsSchema,
  orderSchema,
  placeCodOrderBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import type { CashOnDeliveryOrders } from './cash-on-delivery.js';
import type { OrderService } from './service.js';

export const orderRoutes: FastifyPluginAsyncZod<{
  service: OrderService;
  cashOnDelivery: CashOnDeliveryOrders;
}> = async (app, { service, cashOnDelivery }) => {
  // With the trailing slash, as the shop calls it.
  app.post(
    '/api/orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'Makes the order of a verified Razorpay payment, once per payment (a replay answers the same order)',
        security: [{ bearerAuth: [] }],
        body: placeOrderBodySchema,
        response: {
          200: placeOrderResponseSchema,
          201: placeOrderResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await service.place(currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, order });
    },
  );

  app.post(
    '/api/orders/cod',
    {
      onRequest: app.authenticate,
      // Limited as opening a payment order is: each holds stock.
      config: perUserLimit(rateLimits.createOrderPerUser),
      schema: {
        tags: ['orders'],
        summary:
          "Makes an order paid in cash on delivery at the server's total (with the COD fee), up to the owner's limit and where the courier collects cash; the same quote sent again answers the same order",
        security: [{ bearerAuth: [] }],
        // An address a courier in India delivers to, as create-order takes.
        body: placeCodOrderBodySchema.extend({ address: indianAddressSchema }),
        response: {
          200: placeOrderResponseSchema,
          201: placeOrderResponseSchema,
          // Over the limit, a pincode or courier without cash on delivery, an expired quote.
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          // A line of the cart the shelf cannot fill.
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await cashOnDelivery.place(currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, order });
    },
  );

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
        response: { 200: z.array(orderSchema), 401: errorBodySchema },
      },
      // The list comes from the shopper's entry in OwnOrders, so it is turned into JSON once per entry.
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.listOwn(currentUser(request).id),
  );
};
