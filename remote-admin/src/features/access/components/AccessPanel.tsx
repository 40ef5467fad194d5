import type { ReactNode } from 'react';
import styles from './AccessPanel.module.css';

interface Props {
  heading: string;
  /** Waiting for the API's answer: announced politely, with a spinner. */
  busy?: boolean;
  /** The answer did not come: announced at once. */
  problem?: boolean;
  children: ReactNode;
}

/** The one card a visitor, a shopper or a failed check sees instead of the back office. */
export function AccessPanel({ heading, busy = false, problem = false, children }: Props) {
  return (
    <section className={problem ? `${styles.panel} ${styles.problem}` : styles.panel} aria-busy={busy}>
      <span className={styles.seal} aria-hidden="true">
        {busy ? <span className={styles.spinner} /> : 'BA'}
      </span>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.body} role={problem ? 'alert' : busy ? 'status' : undefined}>
        {children}
      </div>
    </section>
  );
}
