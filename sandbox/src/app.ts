import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveOptions, type SandboxOverrides } from './config.js';
import { faultRoutes } from './faults/routes.js';
import { FaultSwitchboard } from './faults/switchboard.js';
import { googleRoutes } from './google/routes.js';
import { Mailbox } from './mail/mailbox.js';
import { mailRoutes } from './mail/routes.js';
import { razorpayControlRoutes, razorpayRoutes } from './razorpay/routes.js';
import { RazorpayStore } from './razorpay/store.js';
import { RazorpayWebhooks } from './razorpay/webhook.js';
import { shiprocketRoutes } from './shiprocket/routes.js';
import { PaperStore } from './shiprocket/papers.js';
import { ShipmentStore } from './shiprocket/shipments.js';
import { TokenRegistry } from './shiprocket/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail catcher's messages; `startSmtpCatcher` fills it. */
    mailbox: Mailbox;
  }
}

/**
 * The sandbox: Razorpay under `/razorpay`, Shiprocket under `/shiprocket`, Google under `/google`,
 * the mail catcher's page at `/__sandbox/mail` and the test controls under `/__sandbox`. Built
 * without listening, so tests use `inject`.
 */
export function buildSandbox(overrides: SandboxOverrides = {}): FastifyInstance {
  const options = resolveOptions(overrides);
  // Shiprocket's documented URLs end in a slash (`/courier/serviceability/`); clients drop it as often.
  const app = Fastify({ logger: { level: options.logLevel }, routerOptions: { ignoreTrailingSlash: true } });
  const switchboard = new FaultSwitchboard();
  const razorpayStore = new RazorpayStore(options.now);
  const webhooks = new RazorpayWebhooks(options.razorpay.webhook, options.now, app.log);
  const shipments = new ShipmentStore();
  const papers = new PaperStore();
  const tokens = new TokenRegistry(options.shiprocket.tokenTtlSeconds, options.now);
  const mailbox = new Mailbox();
  app.decorate('mailbox', mailbox);

  // The vendor scripts call the sandbox from the shop's pages, which live on other origins.
  void app.register(cors, { origin: '*' });

  app.get('/health', async () => ({ status: 'ok' }));

  void app.register(razorpayRoutes, {
    prefix: '/razorpay',
    settings: options.razorpay,
    store: razorpayStore,
    webhooks,
    switchboard,
  });
  void app.register(shiprocketRoutes, {
    prefix: '/shiprocket',
    settings: options.shiprocket,
    now: options.now,
    tokens,
    shipments,
    papers,
    switchboard,
  });
  void app.register(googleRoutes, { prefix: '/google', now: options.now, switchboard });

  void app.register(faultRoutes, { prefix: '/__sandbox/faults', switchboard });
  void app.register(razorpayControlRoutes, { prefix: '/__sandbox/razorpay', webhooks });
  void app.register(mailRoutes, { prefix: '/__sandbox', mailbox });
  // What a return order asked for, for tests that check what the shop sent.
  app.post<{ Body: { channel_order_id?: unknown } | undefined }>(
    '/__sandbox/shiprocket/return-order',
    async (request, reply) => {
      const made = shipments.returnOf(String(request.body?.channel_order_id ?? ''));
      return made ?? reply.code(404).send({ message: 'No return order has that id' });
    },
  );
  app.post('/__sandbox/reset', async () => {
    razorpayStore.clear();
    webhooks.clear();
    shipments.clear();
    papers.clear();
    mailbox.clear();
    return { status: 'ok' };
  });

  return app;
}
