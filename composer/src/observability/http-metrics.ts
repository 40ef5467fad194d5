import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * From 5 ms (a page or an answer kept in memory) to 5 s (past any budget the shop sets), so that both a
 * healthy p50 and a bad p99 fall between two buckets.
 */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The label of a request no route matched. Its URL is never a label: anyone can send any number of
 * addresses, and each would be a series of its own.
 */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every request the servers of one registry answer, counted and timed by method, route pattern and
 * status (the source of their error ratio and latency), plus the labels each server adds of its own
 * (`serverLabels`: the composition server's `app`).
 */
export class HttpMetrics {
  readonly #requests: Counter;
  readonly #duration: Histogram;

  constructor(registry: Registry, serverLabels: string[] = []) {
    const labelNames = ['method', 'route', 'status', ...serverLabels];
    this.#requests = new Counter({
      name: 'brass_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames,
      registers: [registry],
    });
    this.#duration = new Histogram({
      name: 'brass_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
      labelNames,
      buckets: LATENCY_BUCKETS_SECONDS,
      registers: [registry],
    });
  }

  /** Counts the requests `server` answers, with `labels` for the server's own labels. */
  record(server: FastifyInstance, labels: Record<string, string> = {}): void {
    server.addHook('onResponse', async (request, reply) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      const values = { method: request.method, route, status: String(reply.statusCode), ...labels };
      this.#requests.inc(values);
      this.#duration.observe(values, reply.elapsedTime / 1000);
    });
  }
}
