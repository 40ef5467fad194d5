/**
 * Sends the outbox: each mail is leased to one process for one attempt, so two API processes never
 * send the same mail; a failed attempt waits longer each time, and after MAX_MAIL_ATTEMPTS the mail is
 * parked with the relay's answer for the staff (the dashboard), never delaying the mail behind it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs } from '../../lib/backoff.js';
import { workThroughDue } from '../../lib/due-batches.js';
import type { MailCounters } from '../../plugins/metrics.js';
import type { MailOutboxRepository, OutboxMail } from './repository.js';
import type { MailTransport } from './transport.js';

export const MAX_MAIL_ATTEMPTS = 8;
/** Longer than one attempt can take (the transport's timeouts), so leases never overlap. */
const leaseMs = 2 * 60_000;
/** The wait after a first failure; it doubles after each further one (about four hours in all). */
export const FIRST_MAIL_RETRY_MS = 60_000;
const mailBackoff = { firstMs: FIRST_MAIL_RETRY_MS, maxMs: 2 * 60 * 60_000 };
const batchSize = 20;

export class MailSender {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly counted: MailCounters,
  ) {}

  /** Sends every mail whose attempt is due; returns how many the relay accepted. */
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    await workThroughDue(
      () => this.outbox.due(now, MAX_MAIL_ATTEMPTS, batchSize),
      async (id) => {
        const mail = await this.outbox.claim(id, {
          now,
          leaseUntil: new Date(now.getTime() + leaseMs),
          maxAttempts: MAX_MAIL_ATTEMPTS,
        });
        if (mail && (await this.attempt(mail, now))) sent += 1;
      },
    );
    return sent;
  }

  private async attempt(mail: OutboxMail, now: Date): Promise<boolean> {
    try {
      await this.transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        attachments: mail.attachments.map(({ filename, contentType, contentBase64 }) => ({
          filename,
          contentType,
          content: Buffer.from(contentBase64, 'base64'),
        })),
      });
    } catch (error) {
      this.counted.failed.inc({ kind: mail.kind });
      const logged = { err: error, mailId: mail.id, attempts: mail.attempts };
      const last = mail.attempts >= MAX_MAIL_ATTEMPTS;
      if (last) this.log.error(logged, 'Mail not sent after the last attempt; parked for the staff');
      else this.log.warn(logged, 'Mail not sent; will retry');
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(mail.attempts, mailBackoff));
      // If this write fails too, the lease still ends on its own, a little later than planned.
      await (
        last
          ? this.outbox.park(mail.id, now, String(error))
          : this.outbox.postpone(mail.id, nextAttemptAt, String(error))
      ).catch((cause: unknown) => {
        this.log.error({ err: cause, mailId: mail.id }, 'Could not record the failed mail attempt');
      });
      return false;
    }
    this.counted.sent.inc({ kind: mail.kind });
    // The relay has it: a failure to record that may send it twice, never lose it.
    await this.outbox.markSent(mail.id, new Date());
    return true;
  }
}
