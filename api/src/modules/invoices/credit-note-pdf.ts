/**
 * The credit note laid out as an A4 PDF, as the invoice it takes back from is: the same seller
 * heading, buyer and table, so that a buyer finds each figure where the invoice had it.
 */
import type { CreditNote } from './credit-note.js';
import {
  buyerAndDetails,
  headerCells,
  money,
  notice,
  sellerHeading,
  smallPrint,
  tableLook,
  taxColumns,
  taxTotals,
  totalsBlock,
} from './document-blocks.js';
import { margin, pageFooters, pdfBytes, printable, shopDocument } from './pdf-writing.js';

const invoiceTitles = { 'tax-invoice': 'tax invoice', 'bill-of-supply': 'bill of supply' } as const;

export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const doc = shopDocument({
    Title: `Credit note ${note.number}`,
    Author: note.seller.name,
    Subject: `Order ${note.orderNumber}`,
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * margin;
  const against = `${invoiceTitles[note.invoice.kind]} ${note.invoice.number} of ${note.invoice.date}`;

  sellerHeading(doc, 'Credit Note', note.seller);
  notice(doc, 'Reason', note.reason);
  buyerAndDetails(
    doc,
    note,
    [],
    [
      ['Credit note', note.number],
      ['Date', note.date],
      ['Against', `${note.invoice.number} of ${note.invoice.date}`],
      ['Order number', note.orderNumber],
    ],
  );

  const taxes = taxColumns(note);
  const numeric = { x: 'right' } as const;
  doc.fontSize(8);
  doc.table({
    maxWidth: width,
    columnStyles: [18, '*', 34, 70, ...taxes.map(() => 60), 70],
    ...tableLook,
    data: [
      headerCells(['#', 'Item', 'HSN', 'Taxable value', ...taxes.map((t) => t.title), 'Amount'], 3),
      ...note.lines.map((line, index) => [
        String(index + 1),
        printable(line.description),
        line.hsnCode,
        { text: money(line.taxablePaise), align: numeric },
        ...taxes.map((tax) => ({ text: money(tax.amount(line)), align: numeric })),
        { text: money(line.totalPaise), align: numeric },
      ]),
    ],
  });

  doc.moveDown();
  if (doc.y + 170 > doc.page.height - margin) doc.addPage();
  totalsBlock(
    doc,
    [
      ['Taxable value', note.taxablePaise],
      ...taxTotals(note),
      ['Delivery charge', note.deliveryPaise],
      ...(note.codFeePaise > 0 ? ([['Cash on delivery fee', note.codFeePaise]] as [string, number][]) : []),
    ],
    { label: 'Credited (Rs.)', paise: note.totalPaise },
  );
  doc.text(printable(`Amount in words: ${note.totalInWords}`), { width });
  doc.moveDown();
  smallPrint(doc, [
    `This note reduces the value of ${against} by Rs. ${money(note.totalPaise)}.`,
    'This is a computer-generated credit note and needs no signature.',
  ]);
  pageFooters(doc, note.number, margin);
  doc.end();
  return done;
}
