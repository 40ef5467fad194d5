import { formatRupees } from '@brass/shared/money';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';
import type { MailedCreditNote } from './repository.js';

/** The mail that carries a credit note to the shopper, with the note attached. */
export function creditNoteMail(
  { note, email, firstName }: MailedCreditNote,
  file: { filename: string; pdf: Buffer },
  shopOrigin: string,
): QueuedMail {
  const { document } = note;
  const against = document.invoice.kind === 'tax-invoice' ? 'invoice' : 'bill of supply';
  return {
    kind: 'credit-note',
    to: email,
    subject: `Credit note ${document.number} for your Brass Aangan order ${document.orderNumber}`,
    text: [
      `Namaste ${mailName(firstName)},`,
      '',
      `We have issued a credit note of ${formatRupees(note.amount)} against ${against} ${document.invoice.number} of your order ${document.orderNumber}.`,
      `Reason: ${document.reason}`,
      '',
      `The credit note is attached; keep it with the ${against}. See your order at any time:`,
      new URL(`/orders/${document.orderNumber}`, shopOrigin).href,
      '',
      'Brass Aangan',
    ].join('\n'),
    attachments: [{ filename: file.filename, contentType: 'application/pdf', content: file.pdf }],
  };
}
