import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { toast, useToastStore } from './toast-store';
import { ToastList } from './toast-list';

const classes = { region: 'region', toast: 'toast', success: 'success', error: 'error', close: 'close' };

describe('ToastList', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('announces toasts politely, styled by their kind with the classes of the app drawing them', () => {
    render(createElement(ToastList, { classes }));
    act(() => {
      toast.success('Brass Ganesha added to cart!');
      toast.error('Payment failed');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.className).toBe('region');
    expect(screen.getByText('Brass Ganesha added to cart!').parentElement?.className).toBe('toast success');
    expect(screen.getByText('Payment failed').parentElement?.className).toBe('toast error');
  });

  it('closes the toast whose button is pressed, and only that one', () => {
    render(createElement(ToastList, { classes }));
    act(() => {
      toast.info('Cart cleared!');
      toast.success('Thank you for your order');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByText('Cart cleared!')).toBeNull();
    expect(screen.queryByText('Thank you for your order')).not.toBeNull();
  });
});
