import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminOrderSummary } from '@brass/shared/contracts/admin-orders';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import buttons from '../../../components/Button.module.css';
import { downloadPickupManifest } from '../api/download-pickup-manifest';
import { printLabels } from '../api/print-labels';
import { printPackingSlips } from '../api/print-packing-slips';
import styles from './ShippingPapers.module.css';

type Paper = 'labels' | 'slips' | 'manifest';

const ordersWord = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

/**
 * The papers of the parcels going out: the chosen orders' shipping labels and packing slips, each as
 * one file to print, and the pickup manifest of the orders marked shipped today, which the courier
 * signs. Orders without an AWB have no label yet: they are left out, and named.
 */
export function ShippingPapers({ chosen }: { chosen: AdminOrderSummary[] }) {
  const [busy, setBusy] = useState<Paper | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function make(paper: Paper, run: () => Promise<string>, failure: string) {
    setBusy(paper);
    setOutcome(null);
    try {
      setOutcome({ tone: 'done', text: await run() });
    } catch (error) {
      setOutcome({ tone: 'problem', text: apiErrorMessage(error, failure) });
    } finally {
      setBusy(null);
    }
  }

  const labels = () =>
    make(
      'labels',
      async () => {
        const ready = chosen.filter((order) => order.awb);
        const waiting = chosen.filter((order) => !order.awb).map((order) => order.orderNumber);
        if (ready.length === 0) {
          throw new Error(
            `No label to print: ${waiting.join(', ')} ${waiting.length === 1 ? 'has' : 'have'} no AWB yet.`,
          );
        }
        await printLabels(ready.map((order) => order.orderNumber));
        return waiting.length === 0
          ? `Labels saved for ${ordersWord(ready.length)}.`
          : `Labels saved for ${ordersWord(ready.length)}. Left out, with no AWB yet: ${waiting.join(', ')}.`;
      },
      'The labels could not be made. Try again.',
    );

  const slips = () =>
    make(
      'slips',
      async () => {
        await printPackingSlips(chosen.map((order) => order.orderNumber));
        return `Packing slips saved for ${ordersWord(chosen.length)}.`;
      },
      'The packing slips could not be made. Try again.',
    );

  const manifest = () =>
    make(
      'manifest',
      async () => {
        await downloadPickupManifest();
        return "Pickup asked for, and the manifest of today's shipments saved.";
      },
      'The pickup manifest could not be made. Try again.',
    );

  const button = (
    paper: Paper,
    label: string,
    busyLabel: string,
    onClick: () => void,
    needsChoice: boolean,
  ) => (
    <button
      type="button"
      className={buttons.quiet}
      disabled={busy !== null || (needsChoice && chosen.length === 0)}
      aria-busy={busy === paper}
      onClick={onClick}
    >
      {busy === paper ? busyLabel : label}
    </button>
  );

  return (
    <section className={styles.papers} aria-label="Shipping papers">
      <p className={styles.chosen}>
        {chosen.length === 0
          ? 'Choose orders to print their labels and packing slips.'
          : `${ordersWord(chosen.length)} chosen.`}
      </p>
      <div className={styles.actions}>
        {button('labels', 'Print labels', 'Making labels…', () => void labels(), true)}
        {button('slips', 'Print packing slips', 'Making slips…', () => void slips(), true)}
        {button('manifest', 'Pickup manifest', 'Asking Shiprocket…', () => void manifest(), false)}
      </div>
      <ActionOutcome outcome={outcome} />
    </section>
  );
}
