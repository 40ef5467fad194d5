/**
 * The mail of each credit note, queued by the mail pass rather than by the refund or cancellation that
 * issued it: the note is issued in that change's transaction, and its PDF is rendered here, off it.
 * Each note is marked mailed in the transaction that queues its mail, so it is mailed once, even with
 * several API processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { workThroughDue } from '../../lib/due-batches.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { creditNoteMail } from './credit-note-mail-text.js';
import type { InvoiceRepository } from './repository.js';
import type { InvoiceService } from './service.js';

export class CreditNoteMail implements MailPreparation {
  constructor(
    private readonly repository: InvoiceRepository,
    private readonly invoices: Pick<InvoiceService, 'creditNoteFile'>,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async prepare(now: Date): Promise<void> {
    // One note failing must not hold back the others: it stays due for the next pass.
    await workThroughDue(
      () => this.repository.unmailedCreditNotes(),
      (number) =>
        this.send(number, now).catch((error: unknown) => {
          this.log.error({ err: error, creditNote: number }, 'Could not queue the credit note mail');
        }),
    );
  }

  private async send(number: string, now: Date): Promise<void> {
    const note = await this.repository.creditNote(number);
    if (!note) return;
    // Rendered before the transaction, which then only writes.
    const file = await this.invoices.creditNoteFile(note.document, note.pdf);
    await this.repository.transaction(async (notes, tx) => {
      const claimed = await notes.claimCreditNoteMail(number, now);
      if (claimed) await this.mail.enqueue(tx, creditNoteMail(claimed, file, this.shopOrigin), now);
    });
  }
}
