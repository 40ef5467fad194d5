import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@brass/shared/auth-store';
import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { useToastStore, type Toast } from '@brass/shared/toast-store';
import type { User } from '@brass/shared/contracts/accounts';
import { memoryLocation } from '@brass/shared/testing/router';
import { setClientErrorSink, type ClientError } from '../composition/report-client-error';
import { Header } from './Header';
import { Toasts } from './Toasts';

// What a remote built with a bug, or against another version of the stores, could leave in them by
// setting their state directly, past the checks of the stores' actions.
const brokenToast = { id: 99, message: { text: 'Saved' }, type: 'success' } as unknown as Toast;
const brokenItem = null as unknown as CartItem;
const brokenUser = { id: 'u1', name: '', email: 42 } as unknown as User;

function renderShell(path = '/') {
  const location = memoryLocation(path);
  render(
    location.wrap(
      <>
        <Header mobileMenuOpen={false} onToggleMobileMenu={() => undefined} />
        <main>
          <h1>Shop all</h1>
        </main>
        <Toasts />
      </>,
    ),
  );
  return location;
}

describe('the shell, when a remote pushes data that breaks what it renders', () => {
  const reports: ClientError[] = [];

  beforeEach(() => {
    reports.length = 0;
    setClientErrorSink((error) => reports.push(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    useAuthStore.setState({ token: null, user: null });
    useCartStore.setState({ items: [] });
    useToastStore.setState({ toasts: [] });
  });

  afterEach(() => {
    setClientErrorSink(undefined);
    vi.mocked(console.error).mockRestore();
  });

  const pageStands = () => {
    expect(screen.getByRole('heading', { name: 'Shop all' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  };

  it('drops the toasts, keeps the page, reports it, and renders toasts again on the next page', () => {
    const location = renderShell();
    act(() => useToastStore.setState({ toasts: [brokenToast] }));

    pageStands();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'render', app: 'host', context: 'the toasts failed' }),
    ]);

    act(() => {
      useToastStore.setState({ toasts: [{ id: 100, message: 'Cart cleared!', type: 'info' }] });
      location.navigate('/products');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cart cleared!');
  });

  it('keeps a plain link to the cart when the items break its badge', () => {
    renderShell();
    act(() => useCartStore.setState({ items: [brokenItem] }));

    pageStands();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'render', app: 'host', context: 'the cart badge failed' }),
    ]);
  });

  it('drops the account menu when the signed-in user breaks it', () => {
    renderShell();
    act(() => useAuthStore.setState({ token: 't', user: brokenUser }));

    pageStands();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'render', app: 'host', context: 'the account menu failed' }),
    ]);
  });
});
