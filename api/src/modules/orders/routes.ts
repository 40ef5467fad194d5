import { indianAddressSchema } from '@brass/shared/contracts/accounts';
import {
  placeCodOrderBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import { orderNumberParamsSchema, orderSchema } from '@brass/shared/contracts/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJsonSerializer } from '../../lib/cached-json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import type { CashOnDeliveryOrders } from './cash-on-delivery.js';
import type { OrderService, PlacedOrder } from './service.js';

/** An order made, or found made already by the same payment or quote sent again, and the refusals of both. */
const placedAnswers = {
  200: placeOrderResponseSchema,
  201: placeOrderResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  // Another account's payment or quote.
  403: errorBodySchema,
} as const;

/** 201 for an order this call made, 200 for the one a replay finds. */
const answerPlaced = (reply: FastifyReply, { order, created }: PlacedOrder) =>
  reply.code(created ? 201 : 200).send({ success: true, order });

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
          'Makes the order of a verified Razorpay payment, once per payment (a replay answers the same order), taking its pieces off the shelf; refunds the payment when they are gone',
        security: [{ bearerAuth: [] }],
        body: placeOrderBodySchema,
        // 409: the shelf no longer had a line when the payment arrived; no order, the payment refunded.
        response: { ...placedAnswers, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => answerPlaced(reply, await service.place(currentUser(request).id, request.body)),
  );

  app.post(
    '/api/orders/cod',
    {
      onRequest: app.authenticate,
      // Limited as opening a payment order is: each takes stock.
      config: perUserLimit(rateLimits.createOrderPerUser),
      schema: {
        tags: ['orders'],
        summary:
          "Makes an order paid in cash on delivery at the server's total (with the COD fee), up to the owner's limit and where the courier collects cash; the same quote sent again answers the same order",
        security: [{ bearerAuth: [] }],
        // An address a courier in India delivers to, as create-order takes.
        body: placeCodOrderBodySchema.extend({ address: indianAddressSchema }),
        // 400 also for over the limit, a pincode or courier without cash on delivery, an expired quote;
        // 409 for a line of the cart the shelf cannot fill.
        response: { ...placedAnswers, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answerPlaced(reply, await cashOnDelivery.place(currentUser(request).id, request.body)),
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
      // Mostly an order of the shopper's entry in OwnOrders, turned into JSON once like the list.
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
        response: { 200: z.array(orderSchema), 401: errorBodySchema },
      },
      // The list comes from the shopper's entry in OwnOrders, so it is turned into JSON once per entry.
      serializerCompiler: cachedJsonSerializer,
    },
    (request) => service.listOwn(currentUser(request).id),
  );
};
