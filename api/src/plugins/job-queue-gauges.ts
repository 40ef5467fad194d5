import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { JobQueueDepth } from './job-queues.js';

/**
 * The background jobs' queues as Prometheus reads them, read afresh at each scrape (both gauges of one
 * scrape share one reading). A reading that fails (the database busy or down) leaves the gauges empty
 * for that scrape while the other metrics are still answered, and says why in the log.
 */
export function watchJobQueues(
  registry: Registry,
  read: () => Promise<JobQueueDepth[]>,
  log: FastifyBaseLogger,
): void {
  let reading: Promise<JobQueueDepth[]> | undefined;
  const readOnce = () =>
    (reading ??= read()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'Could not read the job queues for the metrics');
        return [];
      })
      .finally(() => {
        reading = undefined;
      }));
  const gauge = (name: string, help: string, valueOf: (queue: JobQueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of await readOnce()) this.set({ kind: queue.kind }, valueOf(queue));
      },
    });
  gauge('brass_job_queue_pending', 'Background work still to do, by kind.', (queue) => queue.pending);
  gauge(
    'brass_job_queue_oldest_pending_seconds',
    'How long the oldest work still to do has waited, by kind; 0 when none waits.',
    (queue) => queue.oldestPendingSeconds,
  );
}
