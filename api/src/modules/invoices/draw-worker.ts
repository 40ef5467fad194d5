/**
 * The worker thread that draws invoices (`invoice-drawing.ts`): laying out a PDF takes a core for a
 * tenth of a second or more, which the request thread never spends. Built as `dist/invoice-worker.js`.
 */
import type { Invoice } from './invoice.js';
import { renderInvoicePdf } from './pdf.js';

export default async function drawInvoice(invoice: Invoice): Promise<Uint8Array> {
  return renderInvoicePdf(invoice);
}
