import { lazy, Suspense, useSyncExternalStore } from 'react';
import buttons from '../../../components/buttons.module.css';
import styles from './LazyRestockAlert.module.css';

// Only a sold-out piece's page asks for the form and its call, once the page runs: a piece in stock,
// and every first visit's scripts, carry none of it.
const RestockAlert = lazy(() => import('./RestockAlert'));

const nothingToFollow = () => () => undefined;

interface Props {
  productId: string;
  productName: string;
}

/**
 * "Tell me when it is back" on a sold-out piece's page. The server and the browser's first render draw
 * its button disabled in the form's place, as the shop's buttons are until their scripts arrive, so the
 * page takes over unchanged; the form replaces it as soon as the page runs.
 */
export function LazyRestockAlert({ productId, productName }: Props) {
  const running = useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
  const waiting = (
    <div className={styles.reserve}>
      <button type="button" className={buttons.primary} disabled>
        Tell me when it is back
      </button>
    </div>
  );
  if (!running) return waiting;
  return (
    <Suspense fallback={waiting}>
      <RestockAlert productId={productId} productName={productName} />
    </Suspense>
  );
}
