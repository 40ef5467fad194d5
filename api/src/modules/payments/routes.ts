import { verifyPaymentBodySchema, verifyPaymentResponseSchema } from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { IncomingHttpHeaders } from 'node:http';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { paymentSchema, type RazorpayPayment } from './razorpay-client.js';
import type { PaymentService } from './service.js';

/**
 * Making the order belongs to the checkout module; the webhook and the reconciliation only hand it a
 * captured payment, and it makes the order or refunds the payment when the pieces are gone.
 */
export interface CapturedPaymentHandler {
  placeCapturedPayment(payment: RazorpayPayment): Promise<void>;
}

// Only the fields the shop acts on; Razorpay sends many more, and other events without a payment.
const webhookEventSchema = v.object({
  event: v.string(),
  created_at: v.optional(v.number()),
  payload: v.optional(v.object({ payment: v.optional(v.object({ entity: paymentSchema })) })),
});

/** Both carry the captured payment; whichever arrives first makes the order, the other finds it made. */
const paidEvents = new Set(['payment.captured', 'order.paid']);

const webhookMessages = {
  badSignature: 'Invalid webhook signature',
  badPayload: 'Invalid webhook payload',
} as const;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseEvent(rawBody: Buffer): v.InferOutput<typeof webhookEventSchema> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, webhookMessages.badPayload);
  }
  const parsed = v.safeParse(webhookEventSchema, json);
  if (!parsed.success) throw new HttpError(400, webhookMessages.badPayload);
  return parsed.output;
}

export const paymentRoutes: FastifyPluginAsyncValibot<{
  service: PaymentService;
  checkout: CapturedPaymentHandler;
}> = async (app, { service, checkout }) => {
  app.post(
    '/api/razorpay/verify-payment',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Checks the Razorpay signature of a payment of the shopper's own payment order",
        security: [{ bearerAuth: [] }],
        body: verifyPaymentBodySchema,
        response: {
          200: verifyPaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      success: await service.isOwnPaymentSignatureValid(currentUser(request).id, request.body),
    }),
  );

  // Its own scope: the signature covers the exact bytes Razorpay sent, so this route alone reads the
  // body raw instead of through the JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      '/api/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay events; payment.captured makes the order if the shopper never came back',
          response: { 200: v.object({ status: v.literal('ok') }), 400: errorBodySchema },
        },
      },
      async (request) => {
        const rawBody = request.body;
        const signature = header(request.headers, 'x-razorpay-signature');
        if (!Buffer.isBuffer(rawBody) || !signature || !service.isWebhookSignatureValid(rawBody, signature)) {
          throw new HttpError(400, webhookMessages.badSignature);
        }
        const event = parseEvent(rawBody);
        const payment = event.payload?.payment?.entity;
        // Razorpay names every event in this header and keeps it when it sends the event again.
        const eventId =
          header(request.headers, 'x-razorpay-event-id') ??
          `${event.event}:${payment?.id ?? ''}:${event.created_at ?? ''}`;
        if (await service.isEventHandled(eventId)) return { status: 'ok' as const };
        if (paidEvents.has(event.event) && payment) await checkout.placeCapturedPayment(payment);
        // Recorded only once handled: if handling failed, Razorpay's next attempt gets another go.
        await service.recordEvent(eventId);
        return { status: 'ok' as const };
      },
    );
  });
};
