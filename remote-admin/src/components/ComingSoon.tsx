import { ScreenHeader } from './ScreenHeader';
import styles from './ComingSoon.module.css';

interface Props {
  title: string;
  /** What the screen will let staff do, completing "Here you will ...". */
  purpose: string;
}

/** A screen of the back office that is planned and routed, but not built yet. */
export function ComingSoon({ title, purpose }: Props) {
  return (
    <>
      <ScreenHeader title={title}>Here you will {purpose}.</ScreenHeader>
      <div className={styles.empty}>
        <span className={styles.mark} aria-hidden="true" />
        <p className={styles.lead}>This screen is coming soon.</p>
        <p className={styles.note}>Until then, ask the shop&apos;s developers for changes here.</p>
      </div>
    </>
  );
}
