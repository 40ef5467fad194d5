/** The mail of a restock alert: plain text, as the shop's other mails. */
import type { QueuedMail } from '../mail/service.js';
import { productPath } from '@brass/shared/product-path';
import type { ClaimedAlert } from './repository.js';

export const restockMail = (
  { email, productId, productName }: ClaimedAlert,
  shopOrigin: string,
): QueuedMail => ({
  kind: 'restock-alert',
  to: email,
  subject: `${productName} is back in stock`,
  text: [
    'Namaste,',
    '',
    `${productName} is back in stock. You asked us to tell you when it was back; here it is:`,
    new URL(productPath(productId), shopOrigin).href,
    '',
    'Pieces are made in small numbers, so it may sell out again.',
    '',
    'This was a one-time alert: we will not write to you about this piece again, and there is nothing to unsubscribe from.',
    '',
    'Brass Aangan',
  ].join('\n'),
});
