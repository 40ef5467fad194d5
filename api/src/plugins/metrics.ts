/**
 * The API's Prometheus metrics: one registry per app, so that every app a test builds counts alone.
 * Requests are counted by route pattern (`@brass/composer/observability/http-metrics`); the counters
 * of the shop's own events are handed to the services that see them happen; the gauges of the
 * database pool and the job queues are read when Prometheus scrapes (`pool-gauges.ts`,
 * `job-queue-gauges.ts`). `server.ts` serves the registry on METRICS_PORT, apart from the API's port.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

export type OrdersPlacedCounter = Counter<'payment_method'>;

export interface MailCounters {
  sent: Counter<'kind'>;
  failed: Counter<'kind'>;
}

export interface ApiMetrics {
  registry: Registry;
  ordersPlaced: OrdersPlacedCounter;
  mails: MailCounters;
}

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    ordersPlaced: new Counter({
      name: 'brass_orders_placed_total',
      help: 'Orders made, once each, by payment method (online or cod).',
      labelNames: ['payment_method'],
      registers,
    }),
    mails: {
      sent: new Counter({
        name: 'brass_mails_sent_total',
        help: 'Mails the relay accepted, by kind.',
        labelNames: ['kind'],
        registers,
      }),
      failed: new Counter({
        name: 'brass_mails_failed_total',
        help: 'Attempts to send a mail that the relay or the network refused, by kind.',
        labelNames: ['kind'],
        registers,
      }),
    },
  };
}
