/**
 * What a credit note says: part or all of an issued invoice taken back, for a refund or a cancelled
 * order. It is worked out from the invoice as it was issued, never from the order as it is now, and
 * kept as it is worked out. The amount is shared over the invoice's taxable value, its taxes and its
 * charges in the proportions the invoice has them, so a credit note of the whole invoice mirrors it
 * exactly, and the notes of one invoice never take back more tax than it charged.
 */
import { proportionalShares } from '../../lib/proportional-shares.js';
import { amountInWords } from './amount-in-words.js';
import { dayInIndia, type Invoice, type InvoiceKind, type InvoiceLine } from './invoice.js';

type CreditNoteLine = Pick<
  InvoiceLine,
  'description' | 'hsnCode' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
>;

/** The figures and parties a credit note shares with its invoice, its own amounts in them. */
type FromInvoice = Pick<
  Invoice,
  | 'orderNumber'
  | 'seller'
  | 'buyer'
  | 'buyerBusiness'
  | 'placeOfSupply'
  | 'intraState'
  | 'taxRatePercent'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'deliveryPaise'
  | 'codFeePaise'
  | 'totalPaise'
  | 'totalInWords'
>;

export interface CreditNote extends FromInvoice {
  /** `CN/26-27/00007`. */
  number: string;
  /** The day it was issued, in India. */
  date: string;
  /** The invoice it takes back from, as that invoice was issued. */
  invoice: { number: string; date: string; kind: InvoiceKind };
  reason: string;
  lines: CreditNoteLine[];
}

/** `amountPaise`: at most what the invoice's earlier credit notes left of its total. */
export function buildCreditNote(
  invoice: Invoice,
  note: { number: string; issuedAt: Date; amountPaise: number; reason: string },
): CreditNote {
  const [taxablePaise = 0, cgstPaise = 0, sgstPaise = 0, igstPaise = 0, deliveryPaise = 0, codFeePaise = 0] =
    proportionalShares(
      [
        invoice.taxablePaise,
        invoice.cgstPaise,
        invoice.sgstPaise,
        invoice.igstPaise,
        invoice.deliveryPaise,
        invoice.codFeePaise,
      ],
      note.amountPaise,
    );
  const overLines = (total: number, of: (line: Invoice['lines'][number]) => number) =>
    proportionalShares(invoice.lines.map(of), total);
  const taxable = overLines(taxablePaise, (line) => line.taxablePaise);
  const cgst = overLines(cgstPaise, (line) => line.cgstPaise);
  const sgst = overLines(sgstPaise, (line) => line.sgstPaise);
  const igst = overLines(igstPaise, (line) => line.igstPaise);
  return {
    number: note.number,
    date: dayInIndia(note.issuedAt),
    invoice: { number: invoice.number, date: invoice.date, kind: invoice.kind },
    orderNumber: invoice.orderNumber,
    reason: note.reason,
    seller: invoice.seller,
    buyer: invoice.buyer,
    buyerBusiness: invoice.buyerBusiness ?? null,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    taxRatePercent: invoice.taxRatePercent,
    lines: invoice.lines.map((line, index) => {
      const shares = [taxable, cgst, sgst, igst].map((column) => column[index] ?? 0);
      const [lineTaxable = 0, lineCgst = 0, lineSgst = 0, lineIgst = 0] = shares;
      return {
        description: line.description,
        hsnCode: line.hsnCode,
        taxablePaise: lineTaxable,
        cgstPaise: lineCgst,
        sgstPaise: lineSgst,
        igstPaise: lineIgst,
        totalPaise: lineTaxable + lineCgst + lineSgst + lineIgst,
      };
    }),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    deliveryPaise,
    codFeePaise,
    totalPaise: note.amountPaise,
    totalInWords: amountInWords(note.amountPaise),
  };
}
