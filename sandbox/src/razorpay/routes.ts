import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { serveBrowserScript } from '../browser-script.js';
import type { SandboxOptions } from '../config.js';
import type { FaultSwitchboard } from '../faults/switchboard.js';
import {
  authenticationFailed,
  badRequest,
  idNotFound,
  serverError,
  serviceUnavailable,
  type RazorpayErrorBody,
} from './errors.js';
import {
  basicCredentials,
  parseCheckoutAttempt,
  parseNewOrder,
  parseNewRefund,
  parsePaymentListQuery,
  type CheckoutAttempt,
} from './requests.js';
import { paymentSignature } from './signature.js';
import type { OrderEntity, RazorpayStore } from './store.js';
import type { RazorpayWebhooks } from './webhook.js';

export interface RazorpayContext {
  settings: SandboxOptions['razorpay'];
  store: RazorpayStore;
  webhooks: RazorpayWebhooks;
  switchboard: FaultSwitchboard;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: RazorpayErrorBody };

/** The order a Checkout attempt is for, refused as Razorpay would refuse it. */
function attemptedOrder(
  { settings, store }: RazorpayContext,
  attempt: CheckoutAttempt,
): Outcome<OrderEntity> {
  if (attempt.key !== settings.keyId) return { ok: false, status: 401, error: authenticationFailed };
  const order = store.order(attempt.orderId);
  if (!order) return { ok: false, status: 400, error: idNotFound };
  if (order.status === 'paid') {
    return { ok: false, status: 400, error: badRequest('Order has already been paid', 'order_id') };
  }
  return { ok: true, value: order };
}

/** The REST API the merchant's server calls, with its key id and secret. */
const serverApi: FastifyPluginAsync<RazorpayContext> = async (api, { settings, store }) => {
  api.addHook('onRequest', async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials?.keyId !== settings.keyId || credentials.keySecret !== settings.keySecret) {
      return reply.code(401).send(authenticationFailed);
    }
    return undefined;
  });

  api.post('/orders', async (request, reply) => {
    const parsed = parseNewOrder(request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.error);
    return store.createOrder(parsed.value);
  });

  api.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    return store.order(request.params.id) ?? reply.code(400).send(idNotFound);
  });

  api.get('/payments', async (request, reply) => {
    const parsed = parsePaymentListQuery(request.query);
    if (!parsed.ok) return reply.code(400).send(parsed.error);
    const items = store.listPayments(parsed.value);
    return { entity: 'collection', count: items.length, items };
  });

  api.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    return store.payment(request.params.id) ?? reply.code(400).send(idNotFound);
  });

  api.post<{ Params: { id: string } }>('/payments/:id/refund', async (request, reply) => {
    const payment = store.payment(request.params.id);
    if (!payment) return reply.code(400).send(idNotFound);
    const parsed = parseNewRefund(request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.error);
    const refund = store.refund(payment, parsed.value);
    return typeof refund === 'string' ? reply.code(400).send(badRequest(refund)) : refund;
  });

  api.get<{ Params: { id: string } }>('/payments/:id/refunds', async (request, reply) => {
    if (!store.payment(request.params.id)) return reply.code(400).send(idNotFound);
    const items = store.refundsOf(request.params.id);
    return { entity: 'collection', count: items.length, items };
  });

  api.get<{ Params: { id: string } }>('/refunds/:id', async (request, reply) => {
    return store.refundById(request.params.id) ?? reply.code(400).send(idNotFound);
  });
};

/**
 * What Razorpay's own servers do while the buyer sits in Checkout; here checkout.js calls it from
 * the page, with the public key id only, as the real script does.
 */
const checkoutApi: FastifyPluginAsync<RazorpayContext> = async (api, context) => {
  const { settings, store, webhooks } = context;

  api.post('/pay', async (request, reply) => {
    const attempt = parseCheckoutAttempt(request.body);
    if (!attempt.ok) return reply.code(400).send(attempt.error);
    const order = attemptedOrder(context, attempt.value);
    if (!order.ok) return reply.code(order.status).send(order.error);
    const payment = store.capture(order.value, attempt.value.buyer, attempt.value.card);
    webhooks.paymentCaptured(payment);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.value.id,
      razorpay_signature: paymentSignature(order.value.id, payment.id, settings.keySecret),
    };
  });

  api.post('/fail', async (request, reply) => {
    const attempt = parseCheckoutAttempt(request.body);
    if (!attempt.ok) return reply.code(400).send(attempt.error);
    const order = attemptedOrder(context, attempt.value);
    if (!order.ok) return reply.code(order.status).send(order.error);
    return store.decline(order.value, attempt.value.buyer, attempt.value.card).failure;
  });
};

/** Everything under `/razorpay`: checkout.js always, the API behind the fault switch. */
export const razorpayRoutes: FastifyPluginAsync<RazorpayContext> = async (app, context) => {
  serveBrowserScript(app, '/checkout.js', new URL('./checkout.browser.js', import.meta.url));

  await app.register(async (api) => {
    context.switchboard.guard(api, 'razorpay', { down: serviceUnavailable, error: serverError });
    // Razorpay documents form-encoded bodies (`curl -d amount=50000`) beside JSON.
    await api.register(formbody);
    api.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 500) return reply.code(400).send(badRequest(error.message));
      api.log.error(error);
      return reply.code(500).send(serverError);
    });
    await api.register(serverApi, { ...context, prefix: '/v1' });
    await api.register(checkoutApi, { ...context, prefix: '/__sandbox' });
  });
};

/** `/__sandbox/razorpay/webhook-replay`: send a payment's `payment.captured` event once more. */
export const razorpayControlRoutes: FastifyPluginAsync<Pick<RazorpayContext, 'webhooks'>> = async (
  app,
  { webhooks },
) => {
  app.post<{ Body: { payment_id?: unknown } | undefined }>('/webhook-replay', async (request, reply) => {
    if (!webhooks.configured) {
      return reply.code(409).send({
        error:
          'No webhook is configured: set SANDBOX_RAZORPAY_WEBHOOK_URL and SANDBOX_RAZORPAY_WEBHOOK_SECRET',
      });
    }
    const paymentId = request.body?.payment_id;
    if (typeof paymentId !== 'string') return reply.code(400).send({ error: 'payment_id is required' });
    const delivery = await webhooks.replay(paymentId);
    return delivery ?? reply.code(404).send({ error: `No event was sent for ${paymentId}` });
  });
};
