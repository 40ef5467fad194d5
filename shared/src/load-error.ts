import { createElement, type ReactElement } from 'react';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: 'We could not load your orders.' */
  message: string;
  /** Asks again. */
  onRetry: () => void;
  /** The caller's CSS Module classes: shared code carries no styles, each app's CSS stays scoped to it. */
  classNames?: { root?: string; message?: string; retry?: string };
}

/**
 * A load that failed, said in place of what it would have shown, with a Retry button; the message is
 * announced as it appears. Written without JSX because @brass/shared's modules are `.ts` files, as
 * its exports map and its recorded public surface read them.
 */
export function LoadError({ message, onRetry, classNames = {} }: LoadErrorProps): ReactElement {
  return createElement(
    'div',
    { className: classNames.root },
    createElement('p', { role: 'alert', className: classNames.message }, message),
    createElement('button', { type: 'button', className: classNames.retry, onClick: onRetry }, 'Retry'),
  );
}
