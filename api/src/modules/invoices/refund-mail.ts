/**
 * The mail of money given back, queued by the mail pass rather than by the refund or cancellation:
 * each refund Razorpay has made, with its credit note attached when the invoice had been issued, then
 * each credit note no refund mail carried (a cancelled order paid on delivery, a refund made before
 * its invoice). The notes' PDFs are rendered here, off the transactions that issued them. Each is
 * marked in the transaction that queues its mail, so it is mailed once, even with several API
 * processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { workThroughDue } from '../../lib/due-batches.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { creditNoteMail, refundMail } from './refund-mail-text.js';
import type { InvoiceRepository } from './repository.js';
import type { InvoiceService } from './service.js';

export class RefundMail implements MailPreparation {
  constructor(
    private readonly repository: InvoiceRepository,
    private readonly invoices: Pick<InvoiceService, 'creditNoteFile'>,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async prepare(now: Date): Promise<void> {
    // One mail failing must not hold back the others: it stays due for the next pass.
    await workThroughDue(
      () => this.repository.untoldRefunds(),
      (refundId) =>
        this.tellRefund(refundId, now).catch((error: unknown) => {
          this.log.error({ err: error, refundId }, 'Could not queue the refund mail');
        }),
    );
    await workThroughDue(
      () => this.repository.unmailedCreditNotes(),
      (number) =>
        this.sendCreditNote(number, now).catch((error: unknown) => {
          this.log.error({ err: error, creditNote: number }, 'Could not queue the credit note mail');
        }),
    );
  }

  private async tellRefund(refundId: string, now: Date): Promise<void> {
    const note = await this.repository.creditNoteOfRefund(refundId);
    // Rendered before the transaction, which then only writes.
    const attached = note && {
      document: note.document,
      file: await this.invoices.creditNoteFile(note.document, note.pdf),
    };
    await this.repository.transaction(async (refunds, tx) => {
      const claimed = await refunds.claimRefundMail(refundId, now);
      if (claimed) await this.mail.enqueue(tx, refundMail(claimed, attached, this.shopOrigin), now);
    });
  }

  private async sendCreditNote(number: string, now: Date): Promise<void> {
    const note = await this.repository.creditNote(number);
    if (!note) return;
    const file = await this.invoices.creditNoteFile(note.document, note.pdf);
    await this.repository.transaction(async (notes, tx) => {
      const claimed = await notes.claimCreditNoteMail(number, now);
      if (claimed) await this.mail.enqueue(tx, creditNoteMail(claimed, file, this.shopOrigin), now);
    });
  }
}
