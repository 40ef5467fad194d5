import { createElement as h } from 'react';
import { useToastStore, type ToastType } from '@brass/shared/toast-store';

/** The class names an app draws its toasts with: its own CSS Module, so each keeps its own look and place. */
export type ToastListClasses = Readonly<
  Partial<Record<'region' | 'toast' | 'message' | 'close' | ToastType, string>>
>;

/**
 * The shared toast store as one polite live region, each toast with its close button. Any app may
 * raise a toast; whichever draws the page (the shell, or a remote standing alone) draws them.
 */
export function ToastList({ classes }: { classes: ToastListClasses }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismissToast);
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
            onClick: () => dismiss(toast.id),
          },
          '×',
        ),
      ),
    ),
  );
}
