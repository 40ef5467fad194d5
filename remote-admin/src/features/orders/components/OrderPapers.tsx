import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { useState } from 'react';
import { formatWhen } from '../../../utils/format-when';
import { downloadCreditNote } from '../api/download-credit-note';
import { downloadInvoice } from '../api/download-invoice';
import { useOrderPapers } from '../api/get-order-papers';
import { PdfDownload } from './PdfDownload';
import styles from './OrderDetailView.module.css';

/**
 * The order's GST papers: its invoice, by its number once issued, and the credit notes that took part
 * or all of it back. Asked for again whenever a refund or a cancellation may have issued one.
 */
export function OrderPapers({ order }: { order: AdminOrderDetail }) {
  const [downloads, setDownloads] = useState(0);
  const version = [order.status, ...order.refunds.map((refund) => refund.status), downloads].join(':');
  const papers = useOrderPapers(order.orderNumber, version);
  const known = papers.status === 'success' ? papers.data : undefined;
  const uninvoiced = known?.invoice === null && order.status === 'cancelled';

  return (
    <>
      <h3>GST invoice</h3>
      {known?.invoice && (
        <p>
          <span className={styles.strong}>{known.invoice.number}</span> · issued{' '}
          {formatWhen(known.invoice.issuedAt)}
        </p>
      )}
      {uninvoiced ? (
        <p>None: the order was cancelled before its invoice was issued.</p>
      ) : (
        <PdfDownload
          label="Download invoice (PDF)"
          busyLabel="Preparing invoice..."
          failure="The invoice could not be downloaded. Try again."
          download={async () => {
            await downloadInvoice(order.orderNumber);
            // The first download issues the invoice, numbering it.
            setDownloads((count) => count + 1);
          }}
        />
      )}
      {known && known.creditNotes.length > 0 && (
        <>
          <h3>Credit notes</h3>
          <ul className={styles.papers}>
            {known.creditNotes.map((note) => (
              <li key={note.number}>
                <span>
                  <span className={styles.strong}>{note.number}</span> · {formatRupees(note.amount)} ·{' '}
                  {note.reason} · {formatWhen(note.issuedAt)}
                </span>
                <PdfDownload
                  label={`Download ${note.number} (PDF)`}
                  busyLabel="Preparing credit note..."
                  failure="The credit note could not be downloaded. Try again."
                  download={() => downloadCreditNote(order.orderNumber, note.number)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
