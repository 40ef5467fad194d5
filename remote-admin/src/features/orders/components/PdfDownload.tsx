import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import styles from './OrderDetailView.module.css';

interface Props {
  /** The button's words, and what it says while the file comes. */
  label: string;
  busyLabel: string;
  /** Said when the file could not be had. */
  failure: string;
  download: () => Promise<void>;
}

/** A button that saves one of the back office's files (an invoice, a packing slip, a GST table). */
export function PdfDownload({ label, busyLabel, failure, download }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    setBusy(true);
    setError(undefined);
    try {
      await download();
    } catch {
      // The refusal comes back as a file too, so it carries no message to show.
      setError(failure);
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
        onClick={() => void save()}
      >
        {busy ? busyLabel : label}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
