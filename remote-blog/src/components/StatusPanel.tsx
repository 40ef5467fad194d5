import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

interface StatusPanelProps {
  tone: 'waiting' | 'empty' | 'error';
  /** The page's h1 when the state is all there is to show, else an h2 under it. */
  headingLevel: 1 | 2;
  heading: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A page state other than its content: loading, empty, not found or failed. */
export function StatusPanel({ tone, headingLevel, heading, children, action }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Loading is announced politely; a failure interrupts, since the reader is waiting for content.
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <section className={tone === 'error' ? `${styles.panel} ${styles.error}` : styles.panel} role={role}>
      {tone === 'waiting' && <span className={styles.spinner} aria-hidden="true" />}
      <Heading className={styles.heading}>{heading}</Heading>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
