import type { ReactNode } from 'react';
import { Card } from '../../../components/Card';
import styles from './Content.module.css';

interface Props {
  /** The id the form's Preview button controls. */
  id: string;
  /** The title as typed; blank shows `Untitled <noun>`. */
  title: string;
  noun: string;
  children: ReactNode;
}

/** A piece of shop text as the shop will show it, rendered from what the owner has typed so far. */
export function ContentPreview({ id, title, noun, children }: Props) {
  return (
    <Card title="Preview, as the shop shows it">
      <article id={id} className={styles.preview}>
        <h3>{title.trim() || `Untitled ${noun}`}</h3>
        {children}
      </article>
    </Card>
  );
}
