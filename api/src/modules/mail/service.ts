import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { MailOutboxRepository } from './repository.js';
import type { MailMessage } from './transport.js';

/** What a mail is for, kept with it so that the metrics count sent and failed mail by kind. */
type MailKind =
  | 'email-confirmation'
  | 'staff-invitation'
  | 'password-reset'
  | 'password-reset-no-account'
  | 'sold-out-refund'
  | 'order-confirmation'
  | 'order-shipped'
  | 'order-cancelled'
  | 'refund'
  | 'credit-note'
  | 'return-requested'
  | 'return-approved'
  | 'return-refused'
  | 'return-pickup-booked'
  | 'return-refunded'
  | 'restock-alert';

export interface QueuedMail extends MailMessage {
  kind: MailKind;
}

/**
 * The shop's mail: a message is written to the outbox in the transaction of what caused it, so it is
 * sent exactly when that is committed and never lost to a relay that is down; `MailSender` sends it.
 */
export class MailService {
  /**
   * `tx`: the caller's transaction. `dueAt`: the first moment it may be sent, by default now; a mail
   * pass's preparation gives the pass's own moment, so that the pass sends what it queued.
   */
  async enqueue(tx: Db, message: QueuedMail, dueAt = new Date()): Promise<void> {
    await new MailOutboxRepository(tx).add({
      id: newId('mail'),
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        contentBase64: content.toString('base64'),
      })),
      nextAttemptAt: dueAt,
    });
  }
}
