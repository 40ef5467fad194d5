import styles from './OwnerOnly.module.css';

/** Beside controls staff see but may not use: says who may, as the API's refusal would. */
export function OwnerOnlyNote({ what }: { what: string }) {
  return <p className={styles.note}>Only the shop&apos;s owner can change {what}.</p>;
}

/** The class of a `<fieldset disabled>` that groups such controls without a visible frame. */
export const ownerOnlyFieldset = styles.fieldset;
