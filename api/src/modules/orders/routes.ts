import {
  errorBodySchema,
  orderSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import type { OrderService } from './service.js';

export const orderRoutes: FastifyPluginAsyncZod<{ service: OrderService }> = async (app, { service }) => {
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
