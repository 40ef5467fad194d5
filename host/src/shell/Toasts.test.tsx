import { act, screen } from '@testing-library/react';
import { renderAt } from '@brass/shared/testing/router';
import userEvent from '@testing-library/user-event';
import { toast, useToastStore } from '@brass/shared/toast-store';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('renders every toast raised anywhere, and closes one on request', async () => {
    renderAt('/', <Toasts />);
    act(() => {
      toast.success('Brass Ganesha added to cart!');
      toast.info('Cart cleared!');
    });
    expect(screen.getByText('Brass Ganesha added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Cart cleared!').closest('[data-type]')).toHaveAttribute('data-type', 'info');

    await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByText('Brass Ganesha added to cart!')).not.toBeInTheDocument();
    expect(screen.getByText('Cart cleared!')).toBeInTheDocument();
  });

  // A message of its own: the store ignores a repeat of the previous test's message for a while.
  it("takes the shopper to the cart from an addition's toast, within the shop", async () => {
    const { location } = renderAt('/products', <Toasts />);
    act(() => {
      toast.success('Brass Diya added to cart!', { label: 'View cart', to: '/cart' });
    });
    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(location.pathname).toBe('/cart');
    expect(screen.queryByText('Brass Diya added to cart!')).not.toBeInTheDocument();
  });
});
