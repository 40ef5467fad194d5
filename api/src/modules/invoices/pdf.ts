/**
 * The invoice laid out as an A4 PDF with pdfkit: a tagged document (headings, a table with header
 * cells) in the standard Helvetica, which every PDF reader has. Names and addresses written in an
 * Indian script are drawn in Noto Sans for that script, embedded with only the letters used; a run
 * the font cannot shape is drawn as `shaping.ts` says, never failing the invoice.
 */
import PDFDocument from 'pdfkit';
import type { Invoice, InvoiceLine } from './invoice.js';
import { notoSansFile, scriptRuns } from './script-runs.js';
import { runDrawing, type FeatureSwitches } from './shaping.js';

const margin = 40;
const brass = '#8a6a1f';
const maroon = '#6b1e2a';
const ink = '#2b2118';
const rule = '#d8c8a8';

const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `123456` paise as `1,234.56`, in Indian digit grouping. */
const money = (paise: number) => figures.format(paise / 100);

/**
 * The standard fonts write only the Windows Latin characters: accents are dropped and anything else
 * (a script written in no font here, the rupee sign) becomes '?', rather than a glyph no reader can
 * show.
 */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

/**
 * pdfkit hands `features` to fontkit, which also takes an object whose `false` turns a feature off;
 * pdfkit's types know only the list that turns features on.
 */
const fontFeatures = (features: FeatureSwitches | undefined): PDFKit.Mixins.TextOptions =>
  features ? { features: features as unknown as PDFKit.Mixins.OpenTypeFeatures[] } : {};

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

/** The invoice number and 'Page 1 of 2' at the foot of every page, marked as page furniture. */
function footers(doc: PDFKit.PDFDocument, invoiceNumber: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin, which pdfkit would otherwise fill by starting a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#6b5a44')
      .text(`${invoiceNumber}, page ${index - start + 1} of ${count}`, margin, doc.page.height - 28, {
        width: doc.page.width - 2 * margin,
        align: 'right',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    // Kept until the end, so that each page's footer can count the pages.
    bufferPages: true,
    info: {
      Title: `Tax invoice ${invoice.number}`,
      Author: printable(invoice.seller.name),
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * margin;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), options);
  /**
   * What a person typed (a name, an address), in `font` when it is all Latin; otherwise each run of
   * an Indian script in its Noto Sans and the rest in the matching Noto Sans Latin, on one line.
   */
  const typed = (value: string, font: string, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = scriptRuns(value);
    const family = runs.find((run) => run.script)?.script;
    if (!family) return doc.font(font).text(printable(value), options);
    runs.forEach(({ text: part, script }, index) => {
      // Shaped once here to find what the font can draw; pdfkit keeps the layout for the text itself.
      const drawing = script
        ? runDrawing(part, (letters, features) =>
            doc.font(notoSansFile(script, script)).widthOfString(letters, fontFeatures(features)),
          )
        : undefined;
      const inScript = script && drawing?.inScript;
      doc
        .font(inScript ? notoSansFile(script, script) : notoSansFile(family, 'latin'))
        // The gap keeps the next line clear of vowel signs drawn below the line, as in Tamil's ரு.
        .text(inScript ? part : printable(drawing?.text ?? part), {
          lineGap: 2,
          ...options,
          ...(drawing?.inScript ? fontFeatures(drawing.features) : {}),
          continued: index < runs.length - 1,
        });
    });
    return doc.font(font);
  };

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
    'Taxable value',
    ...taxes.map((t) => t.title),
    'Amount',
  ];
  const numeric = { x: 'right' } as const;
  doc.fontSize(8);
  doc.table({
    maxWidth: width,
    columnStyles: [18, '*', 34, 24, 58, 62, ...taxes.map(() => 52), 62],
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
        { text: money(line.taxablePaise), align: numeric },
        ...taxes.map((tax) => ({ text: money(tax.amount(line)), align: numeric })),
        { text: money(line.totalPaise), align: numeric },
      ]),
    ],
  });

  doc.moveDown();
  // The totals, the words and the notes stay together on one page.
  if (doc.y + totalsHeight > doc.page.height - margin) doc.addPage();
  const totals: [string, number][] = [
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
  footers(doc, invoice.number);
  doc.end();
  return done;
}
