/**
 * The blocks the shop's GST documents share, the invoice and the credit note: the seller's heading,
 * the buyer beside the document's numbers and dates, the tax columns and the totals. Both documents
 * look alike, so that a buyer reading a credit note finds everything where the invoice had it.
 */
import type { Invoice } from './invoice.js';
import { colours, margin, printable, writeTyped } from './pdf-writing.js';

const { brass, maroon, ink, rule } = colours;

const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `123456` paise as `1,234.56`, in Indian digit grouping. */
export const money = (paise: number) => figures.format(paise / 100);

const percent = (rate: number | undefined, share: number) =>
  rate === undefined ? '' : ` ${Number((rate * share).toFixed(3))}%`;

interface TaxedAmounts {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** CGST and SGST within the seller's state, IGST across states, each titled with its rate. */
export function taxColumns(document: {
  intraState: boolean;
  taxRatePercent: number | undefined;
}): { title: string; amount: (taxed: TaxedAmounts) => number }[] {
  const rate = document.taxRatePercent;
  if (!document.intraState) return [{ title: `IGST${percent(rate, 1)}`, amount: (taxed) => taxed.igstPaise }];
  return [
    { title: `CGST${percent(rate, 0.5)}`, amount: (taxed) => taxed.cgstPaise },
    { title: `SGST${percent(rate, 0.5)}`, amount: (taxed) => taxed.sgstPaise },
  ];
}

function stateWithCode(state: { name: string; code: string | undefined }): string {
  return state.code ? `${state.name} (${state.code})` : state.name;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * margin;

/** The document's title on the right, the seller on the left: name, address, GSTIN and state. */
export function sellerHeading(doc: PDFKit.PDFDocument, title: string, seller: Invoice['seller']): void {
  const width = contentWidth(doc);
  doc.fillColor(maroon).font('Helvetica-Bold').fontSize(20);
  doc.text(title, { align: 'right' });
  doc.moveUp();
  doc.fillColor(brass).fontSize(16);
  writeTyped(doc, seller.name, 'Helvetica-Bold');
  doc.fillColor(ink).font('Helvetica').fontSize(9);
  if (seller.address) writeTyped(doc, seller.address, 'Helvetica', { width: width / 2 });
  if (seller.gstin) doc.text(printable(`GSTIN: ${seller.gstin}`));
  doc.text(printable(`State: ${stateWithCode(seller.state)}`));
  doc.moveDown();
}

/** A few words that stand out under the heading, such as an export's declaration. */
export function notice(doc: PDFKit.PDFDocument, heading: string, words: string): void {
  const width = contentWidth(doc);
  doc.fillColor(maroon).font('Helvetica-Bold').fontSize(11);
  doc.text(printable(heading), { width });
  doc.fillColor(ink).font('Helvetica').fontSize(9);
  doc.text(printable(words), { width });
  doc.moveDown();
}

/** The buyer on the left, the document's numbers and dates on the right. */
export function buyerAndDetails(
  doc: PDFKit.PDFDocument,
  document: Pick<Invoice, 'buyer' | 'buyerBusiness' | 'placeOfSupply'>,
  buyerNotes: string[],
  details: [string, string][],
): void {
  const width = contentWidth(doc);
  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Billed and shipped to', { width: half });
  doc.font('Helvetica').fontSize(9);
  const business = document.buyerBusiness;
  if (business) {
    // A business claims the tax by the name and GSTIN the invoice gives it.
    writeTyped(doc, business.name, 'Helvetica-Bold', { width: half });
    doc.font('Helvetica').text(printable(`GSTIN: ${business.gstin}`), { width: half });
    writeTyped(doc, `Attention: ${document.buyer.name}`, 'Helvetica', { width: half });
  } else {
    writeTyped(doc, document.buyer.name, 'Helvetica', { width: half });
  }
  for (const line of document.buyer.addressLines) writeTyped(doc, line, 'Helvetica', { width: half });
  doc.text(printable(`Phone: ${document.buyer.phone}`), { width: half });
  doc.text(printable(`Place of supply: ${stateWithCode(document.placeOfSupply)}`), { width: half });
  for (const note of buyerNotes) doc.text(printable(note), { width: half });
  const leftBottom = doc.y;

  doc.y = top;
  const labelX = margin + width / 2 + 10;
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, labelX, y, { width: 90 });
    doc.font('Helvetica').text(printable(value), labelX + 90, y, { width: half - 90 });
  }
  doc.x = margin;
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

/** The header row's look and the lines' borders of the documents' tables. */
export const tableLook = {
  defaultStyle: { border: { bottom: 0.5 }, borderColor: rule, padding: 3 },
  rowStyles: (row: number) => (row === 0 ? { backgroundColor: '#f3ead7', textColor: maroon } : undefined),
} as const;

/** Header cells, the columns from `firstNumeric` on aligned right as the figures under them. */
export const headerCells = (headers: string[], firstNumeric: number) =>
  headers.map((header, column) => ({
    text: header,
    type: 'TH' as const,
    font: { family: 'Helvetica-Bold' },
    ...(column >= firstNumeric ? { align: { x: 'right' } as const } : {}),
  }));

/** The totals, right-aligned under the table, then the grand total under a rule. */
export function totalsBlock(
  doc: PDFKit.PDFDocument,
  rows: [string, number][],
  total: { label: string; paise: number },
): void {
  const width = contentWidth(doc);
  const sumX = margin + width - 260;
  for (const [label, amount] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).text(printable(label), sumX, y, { width: 160 });
    doc.text(money(amount), sumX + 160, y, { width: 100, align: 'right' });
  }
  doc.moveDown(0.3);
  const ruleY = doc.y;
  doc
    .moveTo(sumX, ruleY)
    .lineTo(margin + width, ruleY)
    .strokeColor(rule)
    .stroke();
  doc.moveDown(0.3);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(maroon);
  doc.text(total.label, sumX, y, { width: 160 });
  doc.text(money(total.paise), sumX + 160, y, { width: 100, align: 'right' });
  doc.fillColor(ink).font('Helvetica').fontSize(9);
  doc.x = margin;
  doc.moveDown();
}

/** The tax rows of the totals: CGST and SGST, or IGST. */
export function taxTotals(
  document: TaxedAmounts & { intraState: boolean; taxRatePercent: number | undefined },
): [string, number][] {
  return taxColumns(document).map((column) => [column.title, column.amount(document)]);
}

/** Small print under the totals. */
export function smallPrint(doc: PDFKit.PDFDocument, lines: string[]): void {
  const width = contentWidth(doc);
  doc.fontSize(8).fillColor('#6b5a44');
  for (const line of lines) doc.text(printable(line), { width });
}
