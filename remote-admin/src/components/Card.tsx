import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

interface Props {
  title: string;
  /** A line under the title, e.g. how many there are. */
  meta?: ReactNode;
  children: ReactNode;
}

/** One part of a screen on its own white card, named by its h2. */
export function Card({ title, meta, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {meta && <p className={styles.meta}>{meta}</p>}
      </div>
      {children}
    </section>
  );
}
