/**
 * The numbers of the shop's GST documents: one series per kind of document and financial year (April
 * to March, India time), each counting from 1 without gaps, as the GST rules ask, and apart from the
 * order numbers. A number is at most 16 characters of letters, digits, `/` and `-`, as they also ask.
 */
export type DocumentSeriesName = 'tax-invoice' | 'bill-of-supply' | 'credit-note';

const prefixes: Record<DocumentSeriesName, string> = {
  'tax-invoice': 'INV',
  'bill-of-supply': 'BOS',
  'credit-note': 'CN',
};

const yearAndMonthInIndia = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** `26-27` for any moment from 1 April 2026 to 31 March 2027 in India. */
export function financialYearOf(at: Date): string {
  const parts = yearAndMonthInIndia.formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const first = month >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(first)}-${twoDigits(first + 1)}`;
}

/** `INV/26-27/00042`. */
export const documentNumber = (series: DocumentSeriesName, financialYear: string, sequence: number) =>
  `${prefixes[series]}/${financialYear}/${String(sequence).padStart(5, '0')}`;
