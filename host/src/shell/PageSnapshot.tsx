import styles from './PageSnapshot.module.css';

/**
 * Shows a still copy of the page being left (`pageSnapshot`) while the next one loads: seen, dimming,
 * but out of reach of the pointer, the keyboard and assistive technology, as nothing in it answers any
 * more.
 */
export function PageSnapshot({ page }: { page: HTMLElement }) {
  return (
    <div
      className={styles.snapshot}
      inert
      aria-hidden="true"
      ref={(element) => {
        element?.replaceChildren(page);
      }}
    />
  );
}
