import hidden from '../../../components/visually-hidden.module.css';
import styles from './FilterCount.module.css';

/**
 * A filter value's name and how many products it would show: a quiet figure to the eye, one phrase
 * to a screen reader ("Lamps, 8 products"). The spoken phrase is whole in one hidden element and the
 * visible name is hidden from it, because Chromium puts a space before any hidden element's text
 * that it joins into a name ("Lamps , 8 products").
 */
export function FilterCount({ label, count }: { label: string; count: number | undefined }) {
  if (count === undefined) return <span>{label}</span>;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className={hidden.visuallyHidden}>
        {`${label}, ${count} ${count === 1 ? 'product' : 'products'}`}
      </span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </>
  );
}
