import { createElement as h, type ComponentType, type ReactNode } from 'react';
import type { Toast, ToastType } from '@brass/shared/toast-store';

/** The class names an app renders its toasts with: its own CSS Module, so each keeps its own look and place. */
export type ToastListClasses = Readonly<
  Partial<Record<'region' | 'toast' | 'message' | 'action' | 'close' | ToastType, string>>
>;

interface ToastListProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  classes: ToastListClasses;
  /**
   * The app's own `Link` from @brass/shared/router, for a toast's action: imported here, it would be
   * bundled as a copy of its own, with a router context no page provides.
   */
  Link: ComponentType<{ to: string; className?: string; onClick?: () => void; children?: ReactNode }>;
}

/**
 * Toasts as one polite live region, each with its close button. The app rendering the page passes the
 * shared toast store's toasts in: reading the store here would make this module, not the host, the
 * one that imports the store, and the host would stop providing the page's single instance of it.
 */
export function ToastList({ toasts, onDismiss, classes, Link }: ToastListProps) {
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
        // Going where the toast offers is done with it: it closes rather than linger over the next page.
        toast.action &&
          h(
            Link,
            { to: toast.action.to, className: classes.action, onClick: () => onDismiss(toast.id) },
            toast.action.label,
          ),
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
