/**
 * The packing slip laid out as an A4 PDF, with the invoice's machinery (`invoices/pdf-writing.ts`): a
 * tagged document in Helvetica, with what a shopper typed (the name, the address, the gift message)
 * drawn in Noto Sans when it is written in an Indian script.
 */
import {
  colours,
  margin,
  pageFooters,
  pdfBytes,
  printable,
  shopDocument,
  writeTyped,
} from '../invoices/pdf-writing.js';
import type { PackingSlip } from './packing-slip.js';

const { brass, maroon, ink, rule } = colours;

/**
 * The slips of one or more orders in one file, each beginning on a page of its own and counting its
 * own pages, so that the staff can print a day's parcels at once.
 */
export function renderPackingSlipPdf(slips: PackingSlip[]): Promise<Buffer> {
  const [first] = slips;
  if (!first) throw new Error('A packing slip needs an order');
  const doc = shopDocument({
    Title:
      slips.length === 1
        ? `Packing slip ${first.orderNumber}`
        : `Packing slips ${slips.map((slip) => slip.orderNumber).join(', ')}`,
    Author: first.shop.name,
  });
  const done = pdfBytes(doc);
  slips.forEach((slip, index) => {
    if (index > 0) doc.addPage();
    const start = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
    drawSlip(doc, slip);
    const end = doc.bufferedPageRange().start + doc.bufferedPageRange().count;
    pageFooters(doc, `Packing slip ${slip.orderNumber}`, margin, { start, count: end - start });
    // The footers switch back to the slip's pages: the next slip goes after its last.
    doc.switchToPage(end - 1);
  });
  doc.end();
  return done;
}

function drawSlip(doc: PDFKit.PDFDocument, slip: PackingSlip): void {
  const width = doc.page.width - 2 * margin;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), options);

  doc.fillColor(maroon).font('Helvetica-Bold').fontSize(20);
  text('Packing Slip', { align: 'right' });
  doc.moveUp();
  doc.fillColor(brass).fontSize(16);
  writeTyped(doc, slip.shop.name, 'Helvetica-Bold');
  doc.fillColor(ink).font('Helvetica').fontSize(9);
  if (slip.shop.address) writeTyped(doc, slip.shop.address, 'Helvetica', { width: width / 2 });
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10);
  text('Ship to', { width: half });
  doc.font('Helvetica').fontSize(9);
  writeTyped(doc, slip.shipTo.name, 'Helvetica', { width: half });
  for (const line of slip.shipTo.addressLines) writeTyped(doc, line, 'Helvetica', { width: half });
  text(`Phone: ${slip.shipTo.phone}`, { width: half });
  const leftBottom = doc.y;

  doc.y = top;
  const labelX = margin + width / 2 + 10;
  for (const [label, value] of [
    ['Order number', slip.orderNumber],
    ['Order date', slip.date],
  ] as const) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, labelX, y, { width: 90 });
    doc.font('Helvetica').text(printable(value), labelX + 90, y, { width: half - 90 });
  }
  doc.x = margin;
  doc.y = Math.max(leftBottom, doc.y) + 16;

  if (slip.gift) {
    doc.fillColor(maroon).font('Helvetica-Bold').fontSize(12);
    text(slip.gift.message ? 'Gift message' : 'A gift for you', { width });
    doc.fillColor(ink).fontSize(11);
    // Each line the shopper wrote on its own: the fonts draw no line breaks.
    for (const line of slip.gift.message?.split('\n') ?? [])
      writeTyped(doc, line || ' ', 'Helvetica', { width });
    doc.moveDown();
  }

  doc.fontSize(9);
  doc.table({
    maxWidth: width,
    columnStyles: [24, '*', 80, 40],
    defaultStyle: { border: { bottom: 0.5 }, borderColor: rule, padding: 4 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#f3ead7', textColor: maroon } : undefined),
    data: [
      ['#', 'Item', 'SKU', 'Qty'].map((header, column) => ({
        text: header,
        type: 'TH' as const,
        font: { family: 'Helvetica-Bold' },
        ...(column === 3 ? { align: { x: 'right' as const } } : {}),
      })),
      ...slip.lines.map((line, index) => [
        String(index + 1),
        // A table cell takes one font: the shop's product names are written in the standard one.
        printable(line.productName),
        line.sku ?? '',
        { text: String(line.quantity), align: { x: 'right' as const } },
      ]),
    ],
  });
}
