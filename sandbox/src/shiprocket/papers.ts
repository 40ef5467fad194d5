/**
 * The papers Shiprocket hands a seller as links to PDF files: shipping labels (4 × 6 inch, one a
 * shipment) and pickup manifests (A4, the shipments the courier collects). Each is kept as it was made
 * and served at an unguessable link, as Shiprocket's stored files are.
 */
import PDFDocument from 'pdfkit';
import { randomHex } from '../random.js';
import { istDateTime } from './dates.js';
import { placeOf } from './places.js';
import { pickupPincode, type Shipment } from './shipments.js';

/** A shipment with its AWB, as a label or a manifest prints it. */
export type AwbShipment = Shipment & { awb: NonNullable<Shipment['awb']> };

interface Paper {
  kind: 'label' | 'manifest';
  shipments: AwbShipment[];
  madeAt: number;
  /** The manifests' numbers, as couriers write them on their receipt. */
  numbers: string[];
}

/** Where the courier collects and returns undelivered parcels: the seller's one pickup address. */
const returnAddress = () => {
  const place = placeOf(pickupPincode);
  return ['Brass Sandbox', `${place.city}, ${place.state} ${pickupPincode}`, 'Phone: 9840000000'];
};

/**
 * Code 39 bar and space widths of the digits and the start/stop `*` (1 narrow, 3 wide, bar first): AWBs
 * are digits, which Code 39 writes without any library.
 */
const code39: Record<string, string> = {
  '0': '111331311',
  '1': '311311113',
  '2': '113311113',
  '3': '313311111',
  '4': '111331113',
  '5': '311331111',
  '6': '113331111',
  '7': '111311313',
  '8': '311311311',
  '9': '113311311',
  '*': '131131311',
};

function drawBarcode(doc: PDFKit.PDFDocument, digits: string, x: number, y: number, height: number) {
  const module = 0.9;
  let at = x;
  for (const character of `*${digits.replace(/\D/g, '')}*`) {
    [...(code39[character] ?? '')].forEach((width, index) => {
      const size = Number(width) * module;
      if (index % 2 === 0) doc.rect(at, y, size, height).fill('#000');
      at += size;
    });
    at += module;
  }
}

function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function renderLabels(paper: Paper): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 14, autoFirstPage: false });
  const done = pdfBytes(doc);
  for (const shipment of paper.shipments) {
    doc.addPage();
    const width = 260;
    doc.font('Helvetica-Bold').fontSize(11).text(shipment.awb.courier.courier_name, 14, 14, { width });
    doc.font('Helvetica').fontSize(8).text(`Shipment ${shipment.shipmentId}`, { width });
    drawBarcode(doc, shipment.awb.code, 14, 50, 50);
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`AWB ${shipment.awb.code}`, 14, 106, { width });
    doc.moveDown(0.5).fontSize(9).text('Ship to');
    doc.font('Helvetica').fontSize(10);
    for (const line of [
      shipment.consignee,
      shipment.street,
      `${shipment.city}, ${shipment.state} ${shipment.deliveryPincode}`,
      `Phone: ${shipment.phone}`,
    ])
      doc.text(line, { width });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11);
    doc.text(shipment.cod ? `COD: collect Rs. ${shipment.declaredValue.toFixed(2)}` : 'PREPAID', { width });
    doc.font('Helvetica').fontSize(8);
    const { length, breadth, height } = shipment.dimensions;
    doc.text(`Weight ${shipment.weight} kg · ${length} x ${breadth} x ${height} cm`, { width });
    doc.text(`Order ${shipment.channelOrderId}`, { width });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('Return address');
    doc.font('Helvetica').fontSize(8);
    for (const line of returnAddress()) doc.text(line, { width });
  }
  doc.end();
  return done;
}

function renderManifest(paper: Paper): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const done = pdfBytes(doc);
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(18).text('Pickup Manifest');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Manifest ${paper.numbers.join(', ')}`);
  doc.text(`Generated ${istDateTime(paper.madeAt)}`);
  doc.text(`Pickup from ${returnAddress().slice(0, 2).join(', ')}`);
  doc.text(`Shipments: ${paper.shipments.length}`);
  doc.moveDown();
  doc.fontSize(9).table({
    maxWidth: width,
    columnStyles: [20, 115, 90, '*', '*', 50],
    data: [
      ['#', 'Order', 'AWB', 'Courier', 'Consignee', 'Payment'],
      ...paper.shipments.map((shipment, index) => [
        String(index + 1),
        shipment.channelOrderId,
        shipment.awb.code,
        shipment.awb.courier.courier_name,
        `${shipment.consignee}, ${shipment.city} ${shipment.deliveryPincode}`,
        shipment.cod ? 'COD' : 'Prepaid',
      ]),
    ],
  });
  doc.moveDown(2).fontSize(10);
  doc.text('Handed over by (seller): ____________________', 40);
  doc.moveDown();
  doc.text('Received by (courier): ____________________ Date and time: ____________', 40);
  doc.end();
  return done;
}

export class PaperStore {
  private readonly papers = new Map<string, Paper>();
  /** The manifest each manifested shipment is on: a shipment goes on one manifest only. */
  private readonly manifestNumbers = new Map<number, string>();
  private manifests = 0;

  /** Keeps the labels of `shipments` and returns the name of their file. */
  label(shipments: AwbShipment[], madeAt: number): string {
    return this.keep({ kind: 'label', shipments, madeAt, numbers: [] });
  }

  /** Puts `shipments` on a new manifest and returns the name of its file. */
  manifest(shipments: AwbShipment[], madeAt: number): string {
    const number = `MANIFEST-${String(++this.manifests).padStart(4, '0')}`;
    for (const shipment of shipments) this.manifestNumbers.set(shipment.shipmentId, number);
    return this.keep({ kind: 'manifest', shipments, madeAt, numbers: [number] });
  }

  /** One file listing `shipments`, each manifested already, under their manifests' numbers. */
  printManifests(shipments: AwbShipment[], madeAt: number): string {
    const numbers = [...new Set(shipments.map((shipment) => this.manifestOf(shipment) ?? ''))];
    return this.keep({ kind: 'manifest', shipments, madeAt, numbers });
  }

  /** The number of the manifest `shipment` is on, if any. */
  manifestOf(shipment: Shipment): string | undefined {
    return this.manifestNumbers.get(shipment.shipmentId);
  }

  /** The PDF of the file `name`, drawn as it was made, or undefined for a name never given out. */
  pdf(name: string): Promise<Buffer> | undefined {
    const paper = this.papers.get(name);
    if (!paper) return undefined;
    return paper.kind === 'label' ? renderLabels(paper) : renderManifest(paper);
  }

  clear(): void {
    this.papers.clear();
    this.manifestNumbers.clear();
  }

  private keep(paper: Paper): string {
    const name = `${paper.kind}-${randomHex(12)}.pdf`;
    // A copy of each shipment: the paper shows it as it stood when made.
    this.papers.set(name, { ...paper, shipments: paper.shipments.map((shipment) => ({ ...shipment })) });
    return name;
  }
}
