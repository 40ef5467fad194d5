import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { downloadInvoice } from '../api/download-invoice';
import styles from './OrderDetailView.module.css';

/** The order's tax invoice, the one mailed to the shopper, for the staff to send again or print. */
export function InvoiceDownload({ orderNumber }: { orderNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      await downloadInvoice(orderNumber);
    } catch {
      // The refusal comes back as a file too, so it carries no message to show.
      setError('The invoice could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttons.quiet}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? 'Preparing invoice...' : 'Download invoice (PDF)'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
