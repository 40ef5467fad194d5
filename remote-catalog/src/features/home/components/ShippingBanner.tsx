import { useEffect } from 'react';
import { useShippingSettings } from '../api/get-settings';
import styles from './ShippingBanner.module.css';

export const DEFAULT_SHIPPING = {
  shippingText: 'We offer free shipping within India',
  shippingEmoji1: '🚚',
  shippingEmoji2: '🪔',
};

/** The black shipping banner: the default text shows at once and stays when settings fail. */
export function ShippingBanner() {
  const settings = useShippingSettings();
  const loaded = settings.status === 'success' ? settings.data : undefined;

  useEffect(() => {
    // A failed settings call is only logged, the shopper keeps the default message.
    if (settings.status === 'error') console.warn('[catalog] shipping settings unavailable', settings.error);
  }, [settings]);

  return (
    <aside className={styles.banner} aria-label="Shipping">
      <p className={styles.text}>
        <span aria-hidden="true">{loaded?.shippingEmoji1 || DEFAULT_SHIPPING.shippingEmoji1}</span>
        <span>{loaded?.shippingText || DEFAULT_SHIPPING.shippingText}</span>
        <span aria-hidden="true">{loaded?.shippingEmoji2 || DEFAULT_SHIPPING.shippingEmoji2}</span>
      </p>
    </aside>
  );
}
