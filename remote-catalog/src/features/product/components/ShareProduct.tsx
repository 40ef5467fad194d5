import { BRAND_NAME } from '@brass/shared/constants';
import { formatRupees } from '@brass/shared/money';
import { useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import { usePageUrl } from '../../../lib/page-url';
import styles from './ShareProduct.module.css';

interface SharedProduct {
  id: string;
  name: string;
  price: number;
}

/** Where the browser can hand a page to the phone's own share sheet (and to every app on it). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Sharing a product: the phone's share sheet where the browser has one, else WhatsApp (how most of
 * our shoppers send a piece to family) and a copy of the link. Always the product's own address,
 * without the query the shopper arrived with.
 */
export function ShareProduct({ id, name, price }: SharedProduct) {
  const url = new URL(`/product/${encodeURIComponent(id)}`, usePageUrl()).href;
  const text = `${name} for ${formatRupees(price)} at ${BRAND_NAME}`;
  const [copied, setCopied] = useState<string>('');

  if (canShareNatively()) {
    return (
      <div className={styles.share}>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => {
            // Closing the sheet without choosing rejects the promise: nothing went wrong.
            navigator.share({ title: name, text, url }).catch(() => undefined);
          }}
        >
          Share
        </button>
      </div>
    );
  }

  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('Link copied'),
      () => setCopied('Could not copy the link'),
    );
  };

  return (
    <div className={styles.share} role="group" aria-label="Share this piece">
      <a
        className={`${buttons.secondary} ${buttons.small}`}
        href={`https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`}
        target="_blank"
        rel="noopener"
      >
        Share on WhatsApp
      </a>
      <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={copyLink}>
        Copy link
      </button>
      <p className={styles.note} role="status">
        {copied}
      </p>
    </div>
  );
}
