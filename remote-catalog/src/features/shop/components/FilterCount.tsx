import hidden from '../../../components/visually-hidden.module.css';
import styles from './FilterCount.module.css';

/**
 * A filter value's name and how many products it would show: a quiet figure to the eye, a phrase
 * after the name to a screen reader ("Lamps, 8 products"). The phrase sits inside the name's own
 * element, so a flex row around them does not split the spoken name.
 */
export function FilterCount({ label, count }: { label: string; count: number | undefined }) {
  if (count === undefined) return <span>{label}</span>;
  return (
    <>
      <span>
        {label}
        <span className={hidden.visuallyHidden}>
          , {count} {count === 1 ? 'product' : 'products'}
        </span>
      </span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </>
  );
}
