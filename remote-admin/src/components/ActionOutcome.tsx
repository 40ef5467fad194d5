import styles from './ActionOutcome.module.css';

/** What the API answered to a staff action: done, in its words, or the problem it named. */
export type Outcome = { tone: 'done' | 'problem'; text: string };

/**
 * The answer to a staff action, above the screen's content. The status region is always in the page,
 * so that screen readers announce each answer as it lands; a problem is an alert.
 */
export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <div role="status">{outcome?.tone === 'done' && <p className={styles.done}>{outcome.text}</p>}</div>
      {outcome?.tone === 'problem' && (
        <p role="alert" className={styles.problem}>
          {outcome.text}
        </p>
      )}
    </>
  );
}
