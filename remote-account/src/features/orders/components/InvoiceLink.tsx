import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { useState, type MouseEvent } from 'react';
import { downloadInvoice, invoicePath } from '../api/download-invoice';
import styles from './OrderConfirmation.module.css';

interface Props {
  orderNumber: string;
  className?: string | undefined;
}

/** The order's tax invoice as a PDF; says so beside the link when it could not be had. */
export function InvoiceLink({ orderNumber, className }: Props) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    // The API wants the shopper's token, which following the link would not send.
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      await downloadInvoice(orderNumber);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <a
        className={className}
        href={`${getRuntimeConfig().apiBase}${invoicePath(orderNumber)}`}
        onClick={(event) => void download(event)}
        aria-busy={state === 'loading'}
      >
        {state === 'loading' ? 'Preparing invoice...' : 'Download invoice (PDF)'}
      </a>
      <span role="alert" className={styles.invoiceFailed}>
        {state === 'failed' && 'The invoice could not be downloaded. Please try again.'}
      </span>
    </>
  );
}
