/**
 * The outbox's sender, one pass every MAIL_SEND_INTERVAL_MS (registered in `background-jobs.ts`);
 * tests call `runOnce` instead, so that nothing runs behind their back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailJobs: MailJobs;
  }
}

/**
 * Work that ends in mail and is done in the background, such as answering an ask for a password reset
 * link. Each pass does it first, so that the mail it queues goes out in the same pass.
 */
export interface MailPreparation {
  prepare(now: Date): Promise<void>;
}

export class MailJobs {
  constructor(
    private readonly sender: MailSender,
    private readonly log: FastifyBaseLogger,
    private readonly preparations: readonly MailPreparation[] = [],
  ) {}

  /** Returns how many mails the relay accepted. */
  async runOnce(now = new Date()): Promise<number> {
    for (const preparation of this.preparations) {
      // One preparation failing must not hold back the mail already queued.
      await preparation.prepare(now).catch((error: unknown) => {
        this.log.error({ err: error }, 'Preparing mail failed; trying again next pass');
      });
    }
    return this.sender.sendDue(now);
  }
}
