import { formatRupees } from '@brass/shared/money';
import { mailName } from '../mail/mail-name.js';
import type { QueuedMail } from '../mail/service.js';
import type { CreditNote } from './credit-note.js';
import type { MailedCreditNote, ToldRefund } from './repository.js';

/** A PDF the mail carries. */
interface Attached {
  filename: string;
  pdf: Buffer;
}

const againstWords = (note: CreditNote) =>
  note.invoice.kind === 'tax-invoice' ? 'invoice' : 'bill of supply';

const attachment = (file: Attached) => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: file.pdf,
});

const orderLink = (orderNumber: string, shopOrigin: string) => [
  'See your order at any time:',
  new URL(`/orders/${orderNumber}`, shopOrigin).href,
];

/** The mail that tells the shopper money came back, with the refund's credit note when there is one. */
export function refundMail(
  { refund, email, firstName, orderNumber }: ToldRefund,
  note: { document: CreditNote; file: Attached } | undefined,
  shopOrigin: string,
): QueuedMail {
  return {
    kind: 'refund',
    to: email,
    subject: `${formatRupees(refund.amount)} refunded on your Brass Aangan order ${orderNumber}`,
    text: [
      `Namaste ${mailName(firstName)},`,
      '',
      `We have refunded ${formatRupees(refund.amount)} of your order ${orderNumber} to the card or account you paid with; your bank may take 5 to 7 working days to show it.`,
      `Reason: ${refund.reason}`,
      '',
      ...(note
        ? [
            `The credit note ${note.document.number} for it is attached; keep it with the ${againstWords(note.document)} ${note.document.invoice.number}.`,
            '',
          ]
        : []),
      ...orderLink(orderNumber, shopOrigin),
      '',
      'Brass Aangan',
    ].join('\n'),
    ...(note ? { attachments: [attachment(note.file)] } : {}),
  };
}

/** The mail that carries a credit note no refund mail carried, with the note attached. */
export function creditNoteMail(
  { note, email, firstName, orderNumber }: MailedCreditNote,
  file: Attached,
  shopOrigin: string,
): QueuedMail {
  const { document } = note;
  const against = againstWords(document);
  return {
    kind: 'credit-note',
    to: email,
    subject: `Credit note ${document.number} for your Brass Aangan order ${orderNumber}`,
    text: [
      `Namaste ${mailName(firstName)},`,
      '',
      `We have issued a credit note of ${formatRupees(note.amount)} against ${against} ${document.invoice.number} of your order ${orderNumber}.`,
      `Reason: ${document.reason}`,
      '',
      `The credit note is attached; keep it with the ${against}.`,
      '',
      ...orderLink(orderNumber, shopOrigin),
      '',
      'Brass Aangan',
    ].join('\n'),
    attachments: [attachment(file)],
  };
}
