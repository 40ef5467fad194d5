/**
 * The invoice laid out as an A4 PDF with pdfkit: a tagged document (headings, a table with header
 * cells) in the standard Helvetica, which every PDF reader has. Names and addresses written in an
 * Indian script are drawn in Noto Sans for that script, embedded with only the letters used; a run
 * the font cannot shape is drawn as `shaping.ts` says, never failing the invoice.
 */
import type { Invoice, InvoiceLine } from './invoice.js';
import {
  colours,
  margin,
  pageFooters,
  pdfBytes,
  printable,
  shopDocument,
  writeTyped,
} from './pdf-writing.js';

const { brass, maroon, ink, rule } = colours;

const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `123456` paise as `1,234.56`, in Indian digit grouping. */
const money = (paise: number) => figures.format(paise / 100);

const percent = (rate: number | undefined, share: number) =>
  rate === undefined ? '' : ` ${Number((rate * share).toFixed(3))}%`;

function taxColumns(invoice: Invoice): { title: string; amount: (line: InvoiceLine) => number }[] {
  if (!invoice.intraState)
    return [{ title: `IGST${percent(invoice.taxRatePercent, 1)}`, amount: (line) => line.igstPaise }];
  return [
    { title: `CGST${percent(invoice.taxRatePercent, 0.5)}`, amount: (line) => line.cgstPaise },
    { title: `SGST${percent(invoice.taxRatePercent, 0.5)}`, amount: (line) => line.sgstPaise },
  ];
}

function paymentOf(invoice: Invoice): string {
  return invoice.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
}

function stateWithCode(state: { name: string; code: string | undefined }): string {
  return state.code ? `${state.name} (${state.code})` : state.name;
}

/** Points the totals block takes at most, with the words and the notes below it. */
const totalsHeight = 190;

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = shopDocument({
    Title: `Tax invoice ${invoice.number}`,
    Author: invoice.seller.name,
    Subject: `Order ${invoice.orderNumber}`,
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 2 * margin;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), options);
  const typed = (value: string, font: string, options: PDFKit.Mixins.TextOptions = {}) =>
    writeTyped(doc, value, font, options);

  doc.fillColor(maroon).font('Helvetica-Bold').fontSize(20);
  text('Tax Invoice', { align: 'right' });
  doc.moveUp();
  doc.fillColor(brass).fontSize(16);
  typed(invoice.seller.name, 'Helvetica-Bold');
  doc.fillColor(ink).font('Helvetica').fontSize(9);
  if (invoice.seller.address) typed(invoice.seller.address, 'Helvetica', { width: width / 2 });
  if (invoice.seller.gstin) text(`GSTIN: ${invoice.seller.gstin}`);
  text(`State: ${stateWithCode(invoice.seller.state)}`);
  doc.moveDown();
  if (invoice.exportSupply) {
    // Customs and the GST both read an export invoice for these words, so they stand above the rest.
    doc.fillColor(maroon).font('Helvetica-Bold').fontSize(11);
    text('Export of goods', { width });
    doc.fillColor(ink).font('Helvetica').fontSize(9);
    text(invoice.exportSupply.declaration, { width });
    doc.moveDown();
  }

  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10);
  text('Billed and shipped to', { width: half });
  doc.font('Helvetica').fontSize(9);
  typed(invoice.buyer.name, 'Helvetica', { width: half });
  for (const line of invoice.buyer.addressLines) typed(line, 'Helvetica', { width: half });
  text(`Phone: ${invoice.buyer.phone}`, { width: half });
  text(`Place of supply: ${stateWithCode(invoice.placeOfSupply)}`, { width: half });
  if (invoice.exportSupply)
    text(`Country of destination: ${invoice.exportSupply.countryOfDestination}`, { width: half });
  const leftBottom = doc.y;

  doc.y = top;
  const details: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', invoice.date],
    ['Order number', invoice.orderNumber],
    ['Payment', paymentOf(invoice)],
  ];
  const labelX = margin + width / 2 + 10;
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, labelX, y, { width: 90 });
    doc.font('Helvetica').text(printable(value), labelX + 90, y, { width: half - 90 });
  }
  doc.x = margin;
  doc.y = Math.max(leftBottom, doc.y) + 16;

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
    defaultStyle: { border: { bottom: 0.5 }, borderColor: rule, padding: 3 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#f3ead7', textColor: maroon } : undefined),
    data: [
      headers.map((header, column) => ({
        text: header,
        type: 'TH' as const,
        font: { family: 'Helvetica-Bold' },
        ...(column >= 3 ? { align: numeric } : {}),
      })),
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
  const totals: [string, number][] = [
    ...(invoice.coupon
      ? ([
          ['Goods value', invoice.taxablePaise + invoice.coupon.discountPaise],
          [`Less discount (${printable(invoice.coupon.code)})`, -invoice.coupon.discountPaise],
        ] as [string, number][])
      : []),
    ['Taxable value', invoice.taxablePaise],
    ...(invoice.intraState
      ? ([
          [`CGST${percent(invoice.taxRatePercent, 0.5)}`, invoice.cgstPaise],
          [`SGST${percent(invoice.taxRatePercent, 0.5)}`, invoice.sgstPaise],
        ] as [string, number][])
      : ([[`IGST${percent(invoice.taxRatePercent, 1)}`, invoice.igstPaise]] as [string, number][])),
    ['Delivery charge', invoice.deliveryPaise],
    ...(invoice.codFeePaise > 0
      ? ([['Cash on delivery fee', invoice.codFeePaise]] as [string, number][])
      : []),
  ];
  const sumX = margin + width - 260;
  for (const [label, amount] of totals) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).text(label, sumX, y, { width: 160 });
    doc.text(money(amount), sumX + 160, y, { width: 100, align: 'right' });
  }
  doc.moveDown(0.3);
  const totalY = doc.y;
  doc
    .moveTo(sumX, totalY)
    .lineTo(margin + width, totalY)
    .strokeColor(rule)
    .stroke();
  doc.moveDown(0.3);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(maroon);
  doc.text('Total (Rs.)', sumX, y, { width: 160 });
  doc.text(money(invoice.totalPaise), sumX + 160, y, { width: 100, align: 'right' });

  doc.fillColor(ink).font('Helvetica').fontSize(9);
  doc.x = margin;
  doc.moveDown();
  text(`Amount in words: ${invoice.totalInWords}`, { width });
  doc.moveDown();
  doc.fontSize(8).fillColor('#6b5a44');
  text(
    invoice.paymentMethod === 'cod'
      ? `To be paid in cash on delivery: Rs. ${money(invoice.totalPaise)}.`
      : 'Paid in full online.',
    { width },
  );
  text(
    invoice.codFeePaise > 0
      ? 'Delivery and the cash on delivery fee are charged without tax.'
      : 'Delivery is charged without tax.',
    { width },
  );
  text('This is a computer-generated invoice and needs no signature.', { width });
  pageFooters(doc, invoice.number, margin);
  doc.end();
  return done;
}
