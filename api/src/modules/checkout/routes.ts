import { orderAddressSchema } from '@brass/shared/contracts/accounts';
import {
  createPaymentOrderBodySchema,
  paymentOrderResponseSchema,
  placeCodOrderBodySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import type { PlaceOrder, PlacedOrder } from './place-order.js';

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

/** The calls of the checkout page that place an order: online in two calls, on delivery in one. */
export const checkoutRoutes: FastifyPluginAsyncValibot<{ placeOrder: PlaceOrder }> = async (
  app,
  { placeOrder },
) => {
  app.post(
    '/api/razorpay/create-order',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.createOrderPerUser),
      schema: {
        tags: ['payments'],
        summary:
          "Opens a Razorpay order for the amount the server computes (catalogue prices, quoted rate, tax) when the cart's pieces are in stock now; the payment takes them when it makes the order",
        security: [{ bearerAuth: [] }],
        // Stored with the payment, it becomes the order's address: in India, the United States or the
        // United Kingdom, each held to its country's rules.
        body: v.object({ ...createPaymentOrderBodySchema.entries, address: orderAddressSchema }),
        response: {
          200: paymentOrderResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          // A line of the cart the stock cannot fill: "Only N left of ..." or "... is out of stock".
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    (request) => placeOrder.openPayment(currentUser(request).id, request.body),
  );

  // With the trailing slash, as the shop calls it.
  app.post(
    '/api/orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'Makes the order of a verified Razorpay payment, once per payment (a replay answers the same order), taking its pieces out of stock; refunds the payment when they are gone',
        security: [{ bearerAuth: [] }],
        body: placeOrderBodySchema,
        // 409: the stock no longer had a line when the payment arrived; no order, the payment refunded.
        response: { ...placedAnswers, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) =>
      answerPlaced(reply, await placeOrder.placePaid(currentUser(request).id, request.body)),
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
          "Makes an order paid in cash on delivery at the server's total (with the COD fee), in India only, up to the owner's limit and where the courier collects cash; the same quote sent again answers the same order",
        security: [{ bearerAuth: [] }],
        // An address as create-order takes; one abroad is refused, as no courier collects cash there.
        body: v.object({ ...placeCodOrderBodySchema.entries, address: orderAddressSchema }),
        // 400 also for an address abroad, over the limit, a pincode or courier without cash on
        // delivery, an expired quote; 409 for a line of the cart the stock cannot fill.
        response: { ...placedAnswers, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answerPlaced(reply, await placeOrder.placeCashOnDelivery(currentUser(request).id, request.body)),
  );
};
