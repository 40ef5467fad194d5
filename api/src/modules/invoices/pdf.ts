/**
 * The invoice (a tax invoice, or a bill of supply) laid out as an A4 PDF with pdfkit: a tagged document (headings, a table with header
 * cells) in the standard Helvetica, which every PDF reader has. Names and addresses written in an
 * Indian script are drawn in Noto Sans for that script, embedded with only the letters used; a run
 * the font cannot shape is drawn as `shaping.ts` says, never failing the invoice.
 */
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
import type { Invoice } from './invoice.js';
import { margin, pageFooters, pdfBytes, printable, shopDocument } from './pdf-writing.js';

const titles = { 'tax-invoice': 'Tax Invoice', 'bill-of-supply': 'Bill of Supply' } as const;

/** Points the totals block takes at most, with the words and the notes below it. */
const totalsHeight = 200;

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const title = titles[invoice.kind];
  const doc = shopDocument({
    Title: `${title} ${invoice.number}`,
    Author: invoice.seller.name,
    Subject: `Order ${invoice.orderNumber}`,
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * margin;

  sellerHeading(doc, title, invoice.seller);
  if (invoice.kind === 'bill-of-supply') {
    // A buyer must not take it for a tax invoice and claim input tax credit on it.
    notice(
      doc,
      'Not a tax invoice',
      'The seller had no GSTIN when this bill was issued, so no input tax credit can be claimed on it.',
    );
  }
  if (invoice.exportSupply) {
    // Customs and the GST both read an export invoice for these words, so they stand above the rest.
    notice(doc, 'Export of goods', invoice.exportSupply.declaration);
  }
  buyerAndDetails(
    doc,
    invoice,
    invoice.exportSupply ? [`Country of destination: ${invoice.exportSupply.countryOfDestination}`] : [],
    [
      [invoice.kind === 'tax-invoice' ? 'Invoice number' : 'Bill number', invoice.number],
      [invoice.kind === 'tax-invoice' ? 'Invoice date' : 'Bill date', invoice.date],
      ['Order number', invoice.orderNumber],
      ['Order date', invoice.orderDate],
      ['Payment', invoice.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'],
    ],
  );

  const taxes = taxColumns(invoice);
  const headers = [
    '#',
    'Item',
    'HSN',
    'Qty',
    'Unit price',
    ...(invoice.coupon ? ['Discount'] : []),
    'Taxable value',
    ...taxes.map((t) => t.title),
    'Amount',
  ];
  const numeric = { x: 'right' } as const;
  doc.fontSize(8);
  doc.table({
    maxWidth: width,
    columnStyles: [18, '*', 34, 24, 58, ...(invoice.coupon ? [52] : []), 62, ...taxes.map(() => 52), 62],
    ...tableLook,
    data: [
      headerCells(headers, 3),
      ...invoice.lines.map((line, index) => [
        String(index + 1),
        // A table cell takes one font: the shop's product names are written in the standard one.
        printable(line.description),
        line.hsnCode,
        { text: String(line.quantity), align: numeric },
        { text: money(line.unitPricePaise), align: numeric },
        ...(invoice.coupon ? [{ text: money(line.discountPaise), align: numeric }] : []),
        { text: money(line.taxablePaise), align: numeric },
        ...taxes.map((tax) => ({ text: money(tax.amount(line)), align: numeric })),
        { text: money(line.totalPaise), align: numeric },
      ]),
    ],
  });

  doc.moveDown();
  // The totals, the words and the notes stay together on one page.
  if (doc.y + totalsHeight + (invoice.coupon ? 30 : 0) > doc.page.height - margin) doc.addPage();
  totalsBlock(
    doc,
    [
      ...(invoice.coupon
        ? ([
            ['Goods value', invoice.taxablePaise + invoice.coupon.discountPaise],
            [`Less discount (${invoice.coupon.code})`, -invoice.coupon.discountPaise],
          ] as [string, number][])
        : []),
      ['Taxable value', invoice.taxablePaise],
      ...taxTotals(invoice),
      ['Delivery charge', invoice.deliveryPaise],
      ...(invoice.codFeePaise > 0
        ? ([['Cash on delivery fee', invoice.codFeePaise]] as [string, number][])
        : []),
    ],
    { label: 'Total (Rs.)', paise: invoice.totalPaise },
  );
  doc.text(printable(`Amount in words: ${invoice.totalInWords}`), { width });
  doc.moveDown();
  smallPrint(doc, [
    invoice.paymentMethod === 'cod'
      ? `To be paid in cash on delivery: Rs. ${money(invoice.totalPaise)}.`
      : 'Paid in full online.',
    invoice.codFeePaise > 0
      ? 'Delivery and the cash on delivery fee are charged without tax.'
      : 'Delivery is charged without tax.',
    `This is a computer-generated ${invoice.kind === 'tax-invoice' ? 'invoice' : 'bill'} and needs no signature.`,
  ]);
  pageFooters(doc, invoice.number, margin);
  doc.end();
  return done;
}
