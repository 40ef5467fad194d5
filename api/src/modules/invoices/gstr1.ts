/**
 * A month's GSTR-1, the return of outward supplies, as the CSV files the GST offline tool imports:
 * one file per table, with the tool's own column headings, dates as `05-Nov-2026` and places of supply
 * as `33-Tamil Nadu`. Worked out from the tax invoices and credit notes as they were issued (their kept
 * documents), never from orders as they are now. Bills of supply are no part of it: a seller without
 * a GSTIN files no GSTR-1. Pure, so that it is tested against hand-made examples.
 *
 * The tables: b2b (invoices to a business with a GSTIN), b2cl (to anyone else, across states, above
 * the large-invoice limit), b2cs (the other sales to consumers, summed by place of supply and rate,
 * net of their credit notes), exp (exports), cdnr and cdnur (credit notes against b2b, and against b2cl
 * or exports), hsn (every HSN code's quantities and values, net of credit notes).
 */
import type { CreditNote } from './credit-note.js';
import type { Invoice } from './invoice.js';

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/** An invoice to a consumer in another state above this (₹1,00,000) is reported one by one, in b2cl. */
const B2CL_LIMIT_PAISE = 100_000_00;

export interface IssuedDocument<T> {
  document: T;
  issuedAt: Date;
}

export interface Gstr1Table {
  headers: string[];
  rows: (string | number)[][];
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const partsInIndia = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** `05-Nov-2026`, the day in India, as the offline tool writes dates. */
export function gstDate(at: Date): string {
  const part = (type: string) => Number(partsInIndia.formatToParts(at).find((p) => p.type === type)?.value);
  return `${String(part('day')).padStart(2, '0')}-${months[part('month') - 1]}-${part('year')}`;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

const placeOf = (state: Invoice['placeOfSupply']) =>
  state.code === '96' ? '96-Other Countries' : `${state.code ?? ''}-${state.name}`;

const rateOf = (document: Pick<Invoice, 'taxRatePercent'>) => document.taxRatePercent ?? 0;

/** The columns most tables end with: the rate's share, the rate, the taxable value, the cess. */
const RATE_HEADERS = ['Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'];
const rateCells = (document: Pick<Invoice, 'taxRatePercent' | 'taxablePaise'>) => [
  '',
  rateOf(document),
  rupees(document.taxablePaise),
  '',
];

type Kind = 'b2b' | 'b2cl' | 'b2cs' | 'exp';

/** Which table an invoice goes in. */
function kindOf(invoice: Invoice): Kind {
  if (invoice.exportSupply) return 'exp';
  if (invoice.buyerBusiness) return 'b2b';
  return !invoice.intraState && invoice.totalPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/** Export under the LUT without tax, or with IGST paid. */
const exportTypeOf = (document: Pick<Invoice, 'igstPaise'>) => (document.igstPaise > 0 ? 'WPAY' : 'WOPAY');

const b2csKey = (place: string, rate: number) => `${place} ${rate}`;

export function gstr1Tables(
  invoices: readonly IssuedDocument<Invoice>[],
  creditNotes: readonly IssuedDocument<CreditNote>[],
  /** The invoices the month's credit notes take back from, which may be of earlier months. */
  invoicesOfNotes: ReadonlyMap<string, Invoice>,
): Record<Gstr1Section, Gstr1Table> {
  const taxInvoices = invoices.filter(({ document }) => document.kind === 'tax-invoice');
  const notes = creditNotes.filter(({ document }) => document.invoice.kind === 'tax-invoice');
  const ofKind = (kind: Kind) => taxInvoices.filter(({ document }) => kindOf(document) === kind);
  const noteKind = (note: CreditNote) => {
    const invoice = invoicesOfNotes.get(note.invoice.number);
    return invoice ? kindOf(invoice) : 'b2cs';
  };

  const b2cs = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  const addB2cs = (document: Invoice | CreditNote, sign: 1 | -1) => {
    const place = placeOf(document.placeOfSupply);
    const rate = rateOf(document);
    const key = b2csKey(place, rate);
    const row = b2cs.get(key) ?? { place, rate, taxablePaise: 0 };
    row.taxablePaise += sign * document.taxablePaise;
    b2cs.set(key, row);
  };
  for (const { document } of ofKind('b2cs')) addB2cs(document, 1);
  for (const { document } of notes) if (noteKind(document) === 'b2cs') addB2cs(document, -1);

  const hsn = new Map<
    string,
    { hsn: string; rate: number; quantity: number; taxable: number; igst: number; cgst: number; sgst: number }
  >();
  const addHsn = (
    document: Invoice | CreditNote,
    lines: readonly (Pick<
      Invoice['lines'][number],
      'hsnCode' | 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise'
    > & {
      quantity: number;
    })[],
    sign: 1 | -1,
  ) => {
    const rate = rateOf(document);
    for (const line of lines) {
      const key = `${line.hsnCode} ${rate}`;
      const row = hsn.get(key) ?? {
        hsn: line.hsnCode,
        rate,
        quantity: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      row.quantity += sign * line.quantity;
      row.taxable += sign * line.taxablePaise;
      row.igst += sign * line.igstPaise;
      row.cgst += sign * line.cgstPaise;
      row.sgst += sign * line.sgstPaise;
      hsn.set(key, row);
    }
  };
  for (const { document } of taxInvoices) addHsn(document, document.lines, 1);
  // A credit note takes back value, not pieces: its lines count no quantity.
  for (const { document } of notes)
    addHsn(
      document,
      document.lines.map((line) => ({ ...line, quantity: 0 })),
      -1,
    );

  return {
    b2b: {
      headers: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      rows: ofKind('b2b').map(({ document, issuedAt }) => [
        document.buyerBusiness?.gstin ?? '',
        document.buyerBusiness?.name ?? '',
        document.number,
        gstDate(issuedAt),
        rupees(document.totalPaise),
        placeOf(document.placeOfSupply),
        'N',
        '',
        'Regular B2B',
        '',
        rateOf(document),
        rupees(document.taxablePaise),
        '',
      ]),
    },
    b2cl: {
      headers: [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        ...RATE_HEADERS,
        'E-Commerce GSTIN',
      ],
      rows: ofKind('b2cl').map(({ document, issuedAt }) => [
        document.number,
        gstDate(issuedAt),
        rupees(document.totalPaise),
        placeOf(document.placeOfSupply),
        ...rateCells(document),
        '',
      ]),
    },
    b2cs: {
      headers: [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      rows: [...b2cs.values()]
        .toSorted((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
        .map((row) => ['OE', row.place, '', row.rate, rupees(row.taxablePaise), '', '']),
    },
    exp: {
      headers: [
        'Export Type',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Port Code',
        'Shipping Bill Number',
        'Shipping Bill Date',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      rows: ofKind('exp').map(({ document, issuedAt }) => [
        exportTypeOf(document),
        document.number,
        gstDate(issuedAt),
        rupees(document.totalPaise),
        '',
        '',
        '',
        rateOf(document),
        rupees(document.taxablePaise),
        '',
      ]),
    },
    cdnr: {
      headers: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        ...RATE_HEADERS,
      ],
      rows: notes
        .filter(({ document }) => noteKind(document) === 'b2b')
        .map(({ document, issuedAt }) => [
          document.buyerBusiness?.gstin ?? '',
          document.buyerBusiness?.name ?? '',
          document.number,
          gstDate(issuedAt),
          'C',
          placeOf(document.placeOfSupply),
          'N',
          'Regular B2B',
          rupees(document.totalPaise),
          ...rateCells(document),
        ]),
    },
    cdnur: {
      headers: [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        ...RATE_HEADERS,
      ],
      rows: notes
        .filter(({ document }) => ['b2cl', 'exp'].includes(noteKind(document)))
        .map(({ document, issuedAt }) => [
          noteKind(document) === 'b2cl' ? 'B2CL' : document.igstPaise > 0 ? 'EXPWP' : 'EXPWOP',
          document.number,
          gstDate(issuedAt),
          'C',
          placeOf(document.placeOfSupply),
          rupees(document.totalPaise),
          ...rateCells(document),
        ]),
    },
    hsn: {
      headers: [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      rows: [...hsn.values()]
        .toSorted((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
        .map((row) => [
          row.hsn,
          '',
          'NOS-NUMBERS',
          row.quantity,
          rupees(row.taxable + row.igst + row.cgst + row.sgst),
          row.rate,
          rupees(row.taxable),
          rupees(row.igst),
          rupees(row.cgst),
          rupees(row.sgst),
          '',
        ]),
    },
  };
}
