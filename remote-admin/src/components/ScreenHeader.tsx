import type { ReactNode } from 'react';
import styles from './ScreenHeader.module.css';

interface Props {
  title: string;
  /** One or two sentences: what this screen is for. */
  children: ReactNode;
}

/** The top of every back-office screen: its name (the page's h1) and what it is for. */
export function ScreenHeader({ title, children }: Props) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{children}</p>
    </header>
  );
}
