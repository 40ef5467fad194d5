/**
 * The worker thread that renders invoices (`invoice-rendering.ts`): laying out a PDF takes a core for a
 * tenth of a second or more, which the request thread never spends. Built as `dist/invoice-worker.js`.
 */
import type { Invoice } from './invoice.js';
import { renderInvoicePdf } from './pdf.js';

export default async function renderInvoice(invoice: Invoice): Promise<Uint8Array> {
  return renderInvoicePdf(invoice);
}
