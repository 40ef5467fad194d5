import { apiErrorMessage } from '@brass/shared/api-support';
import { failedStatus, type RequestState } from '@brass/shared/use-request';
import type { ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './LoadState.module.css';

interface Props<T> {
  state: RequestState<T>;
  /** The last answer while the screen asks again after a change: shown instead of a flash of loading. */
  latest?: T;
  /** What the screen is waiting for, e.g. "Loading the staff...". */
  loading: string;
  /** Asks again; offered when trying again can help (not for a refusal). */
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The words for a failed read: the API's own message, or what happened when no answer came. */
export function readProblem(error: unknown): string {
  if (failedStatus(error) === undefined)
    return 'The shop could not be reached. Please check your connection and try again.';
  return apiErrorMessage(error, 'Something went wrong. Please try again.');
}

/** A screen's read from the API: its data, or loading, or why it failed (the API's message shown). */
export function LoadState<T>({ state, latest, loading, onRetry, children }: Props<T>) {
  if (state.status === 'success') return children(state.data);
  if (state.status === 'error') {
    // A refusal (only the owner may) stays a refusal however often it is asked.
    const refused = failedStatus(state.error) === 403;
    return (
      <div className={refused ? `${styles.problem} ${styles.refused}` : styles.problem} role="alert">
        <p className={styles.message}>{readProblem(state.error)}</p>
        {!refused && (
          <button type="button" className={buttons.quiet} onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (latest !== undefined) return children(latest);
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {loading}
    </p>
  );
}
