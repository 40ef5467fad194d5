/**
 * Sent mail is kept MAIL_RETENTION_DAYS (90 by default) for the staff to look into what a shopper was
 * sent, then deleted with its attachments: an order's invoice stays downloadable from the order, and
 * a mailed copy kept for ever would only grow the database and what a leak of it gives away.
 */
import type { MailOutboxRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60_000;

export class MailRetention {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly retentionDays: number,
  ) {}

  /** Deletes the mail sent more than the retention ago; returns how many. */
  prune(now: Date): Promise<number> {
    return this.outbox.pruneSent(new Date(now.getTime() - this.retentionDays * DAY_MS));
  }
}
