import { createElement as h } from 'react';
import type { Toast, ToastType } from '@brass/shared/toast-store';

/** The class names an app renders its toasts with: its own CSS Module, so each keeps its own look and place. */
export type ToastListClasses = Readonly<
  Partial<Record<'region' | 'toast' | 'message' | 'close' | ToastType, string>>
>;

interface ToastListProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  classes: ToastListClasses;
}

/**
 * Toasts as one polite live region, each with its close button. The app rendering the page passes the
 * shared toast store's toasts in: reading the store here would make this module, not the host, the
 * one that imports the store, and the host would stop providing the page's single instance of it.
 */
export function ToastList({ toasts, onDismiss, classes }: ToastListProps) {
  return h(
    'div',
    { className: classes.region, role: 'status', 'aria-live': 'polite' },
    toasts.map((toast) =>
      h(
        'div',
        {
          key: toast.id,
          className: `${classes.toast ?? ''} ${classes[toast.type] ?? ''}`,
          'data-type': toast.type,
        },
        h('span', { className: classes.message }, toast.message),
        h(
          'button',
          {
            type: 'button',
            className: classes.close,
            'aria-label': 'Close notification',
            onClick: () => onDismiss(toast.id),
          },
          '×',
        ),
      ),
    ),
  );
}
