import styles from './Divider.module.css';

/** A rule with a word in its middle, between two ways of doing the same thing. */
export function Divider({ label }: { label: string }) {
  return <p className={styles.divider}>{label}</p>;
}
