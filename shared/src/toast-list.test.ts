import { fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { Toast } from './toast-store';
import { ToastList } from './toast-list';

const classes = { region: 'region', toast: 'toast', success: 'success', error: 'error', close: 'close' };

/** A router's link as the apps pass theirs in: what it is handed is what it renders. */
function Link({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return createElement(
    'a',
    { href: to, className, onClick: (event: Event) => (event.preventDefault(), onClick?.()) },
    children,
  );
}

function renderToasts(toasts: Toast[]) {
  const onDismiss = vi.fn();
  render(createElement(ToastList, { toasts, onDismiss, classes, Link }));
  return onDismiss;
}

describe('ToastList', () => {
  it('announces toasts politely, styled by their kind with the classes of the app rendering them', () => {
    renderToasts([
      { id: 1, message: 'Brass Ganesha added to cart!', type: 'success' },
      { id: 2, message: 'Payment failed', type: 'error' },
    ]);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.className).toBe('region');
    expect(screen.getByText('Brass Ganesha added to cart!').parentElement?.className).toBe('toast success');
    expect(screen.getByText('Payment failed').parentElement?.getAttribute('data-type')).toBe('error');
  });

  it('asks to dismiss the toast whose close button is pressed', () => {
    const onDismiss = renderToasts([
      { id: 7, message: 'Cart cleared!', type: 'info' },
      { id: 8, message: 'Thank you for your order', type: 'success' },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[1]!);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(8);
  });

  it("offers the toast's action as a link through the app's router, closing the toast when followed", () => {
    const onDismiss = renderToasts([
      {
        id: 3,
        message: 'Brass Ganesha added to cart!',
        type: 'success',
        action: { label: 'View cart', to: '/cart' },
      },
      { id: 4, message: 'Cart cleared!', type: 'info' },
    ]);
    const viewCart = screen.getByRole('link', { name: 'View cart' });
    expect(viewCart.getAttribute('href')).toBe('/cart');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.click(viewCart);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(3);
  });
});
