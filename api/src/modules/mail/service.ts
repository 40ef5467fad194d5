import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { MailOutboxRepository } from './repository.js';
import type { MailMessage } from './transport.js';

/**
 * The shop's mail: a message is written to the outbox in the transaction of what caused it, so it is
 * sent exactly when that is committed and never lost to a relay that is down; `MailSender` sends it.
 */
export class MailService {
  /**
   * `tx`: the caller's transaction. `dueAt`: the first moment it may be sent, by default now; a mail
   * pass's preparation gives the pass's own moment, so that the pass sends what it queued.
   */
  async enqueue(tx: Db, message: MailMessage, dueAt = new Date()): Promise<void> {
    await new MailOutboxRepository(tx).add({
      id: newId('mail'),
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
