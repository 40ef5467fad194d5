import { useState } from 'react';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { downloadGstr1 } from '../api/download-gstr1';
import { PdfDownload } from './PdfDownload';
import styles from './Gstr1Download.module.css';

/** The GSTR-1 tables, as the GST offline tool names its CSV files. */
const TABLES = [
  ['b2b', 'B2B: invoices to businesses with a GSTIN'],
  ['b2cl', 'B2CL: large invoices to consumers in other states'],
  ['b2cs', 'B2CS: other sales to consumers'],
  ['exp', 'EXP: exports'],
  ['cdnr', 'CDNR: credit notes to businesses'],
  ['cdnur', 'CDNUR: other credit notes'],
  ['hsn', 'HSN summary'],
] as const;

/** Last month in India, `2026-10`, the month a return is usually filed for. */
function lastMonth(): string {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The owner's GSTR-1 for a month, a table at a time, from the invoices and credit notes as issued. */
export function Gstr1Download() {
  const [month, setMonth] = useState(lastMonth);
  const [table, setTable] = useState<string>('b2b');
  return (
    <Card title="GST return (GSTR-1)" meta="CSV files for the GST offline tool, from the invoices as issued">
      <div className={styles.row}>
        <FormField label="Month">
          {(control) => (
            <input
              {...control}
              type="month"
              value={month}
              required
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Table">
          {(control) => (
            <select {...control} value={table} onChange={(event) => setTable(event.target.value)}>
              {TABLES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PdfDownload
          label="Download CSV"
          busyLabel="Preparing CSV..."
          failure="The table could not be downloaded. Check the month and try again."
          download={() => downloadGstr1(month, table)}
        />
      </div>
    </Card>
  );
}
