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
});
