/**
 * The worker thread that renders the shop's PDFs (`invoice-rendering.ts`): laying out a PDF takes a core
 * for a tenth of a second or more, which the request thread never spends. Built as
 * `dist/invoice-worker.js`. The default export draws an invoice; the others are named in `run`.
 */
import { renderPackingSlipPdf } from '../packing-slips/pdf.js';
import type { PackingSlip } from '../packing-slips/packing-slip.js';
import { renderCreditNotePdf } from './credit-note-pdf.js';
import type { CreditNote } from './credit-note.js';
import type { Invoice } from './invoice.js';
import { renderInvoicePdf } from './pdf.js';

export default async function renderInvoice(invoice: Invoice): Promise<Uint8Array> {
  return renderInvoicePdf(invoice);
}

export async function renderCreditNote(note: CreditNote): Promise<Uint8Array> {
  return renderCreditNotePdf(note);
}

export async function renderPackingSlips(slips: PackingSlip[]): Promise<Uint8Array> {
  return renderPackingSlipPdf(slips);
}
