/**
 * The outbox's sender, one pass every MAIL_SEND_INTERVAL_MS. `server.ts` starts it; tests call
 * `runOnce` instead, so that nothing runs behind their back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../../lib/periodic.js';
import type { MailSender } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailJobs: MailJobs;
  }
}

export class MailJobs {
  constructor(
    private readonly sender: MailSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns how many mails the relay accepted. */
  runOnce(now = new Date()): Promise<number> {
    return this.sender.sendDue(now);
  }

  /** Starts the passes; the returned function stops them once the pass under way is done. */
  start(intervalMs: number): () => Promise<void> {
    return runPeriodically(intervalMs, () =>
      this.runOnce().then(
        (sent) => {
          if (sent > 0) this.log.info({ sent }, 'Mail sent');
        },
        (error: unknown) => this.log.error({ err: error }, 'Sending mail failed; trying again next time'),
      ),
    );
  }
}
