/**
 * Every periodic job of the API, in one list: a name, how often it runs, and a plain `run(now)`.
 * `server.ts` starts them (a job never overlaps itself, and one failing never stops another); tests
 * call a job's `run` by hand, so that nothing runs behind their back. A new job is one more entry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import { runPeriodically } from './lib/periodic.js';
import type { ClientErrorService } from './modules/client-errors/service.js';
import type { MailJobs } from './modules/mail/jobs.js';
import type { MailRetention } from './modules/mail/retention.js';
import type { CheckoutJobs } from './modules/checkout/jobs.js';
import type { PaymentReconciliation } from './modules/payments/reconciliation.js';
import type { RestockAlertRetention } from './modules/restock-alerts/retention.js';

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  /** One pass; a number it answers is how much it did, logged when above 0. */
  run(now: Date): Promise<unknown>;
}

interface JobParts {
  config: AppConfig;
  mailJobs: MailJobs;
  mailRetention: MailRetention;
  restockAlertRetention: RestockAlertRetention;
  checkoutJobs: CheckoutJobs;
  clientErrors: Pick<ClientErrorService, 'prune'>;
  reconciliation: Pick<PaymentReconciliation, 'reconcile'>;
}

export function backgroundJobs({
  config,
  mailJobs,
  mailRetention,
  restockAlertRetention,
  checkoutJobs,
  clientErrors,
  reconciliation,
}: JobParts): PeriodicJob[] {
  const jobs: PeriodicJob[] = [
    { name: 'mail', intervalMs: config.mail.sendIntervalMs, run: (now) => mailJobs.runOnce(now) },
    {
      name: 'checkout',
      intervalMs: config.shipmentRetryIntervalMs,
      run: (now) => checkoutJobs.runOnce(now),
    },
    { name: 'mail-retention', intervalMs: 60 * 60_000, run: (now) => mailRetention.prune(now) },
    {
      name: 'restock-alert-retention',
      intervalMs: 60 * 60_000,
      run: (now) => restockAlertRetention.prune(now),
    },
    { name: 'client-error-retention', intervalMs: 60 * 60_000, run: (now) => clientErrors.prune(now) },
  ];
  // Off only where the webhook is configured; the production checks refuse it off without one.
  if (config.paymentReconciliation.enabled) {
    jobs.push({
      name: 'payment-reconciliation',
      intervalMs: config.paymentReconciliation.intervalMs,
      run: (now) => reconciliation.reconcile(now),
    });
  }
  return jobs;
}

/** Starts every job; the returned function stops them all once the passes under way are done. */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], log: FastifyBaseLogger): () => Promise<void> {
  const stops = jobs.map((job) =>
    runPeriodically(job.intervalMs, () =>
      job.run(new Date()).then(
        (done) => {
          if (typeof done === 'number' && done > 0) log.info({ job: job.name, done }, 'Background job done');
        },
        (error: unknown) =>
          log.error({ err: error, job: job.name }, 'Background job failed; trying again next time'),
      ),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
