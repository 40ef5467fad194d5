import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@brass/shared/auth-store';
import { useCartStore } from '@brass/shared/cart-store';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { act } from 'react';
import { answer, sentRequests } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { Header } from './Header';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

function renderHeader(path = '/', { backOffice = false } = {}) {
  const location = memoryLocation(path);
  render(
    location.wrap(
      <Header mobileMenuOpen={false} onToggleMobileMenu={() => undefined} backOffice={backOffice} />,
    ),
  );
  return location;
}

function signIn() {
  act(() => {
    useAuthStore
      .getState()
      .login({ token: 't', user: { id: 'u1', name: 'Meena', email: 'meena@example.in' } });
  });
}

describe('Header', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ token: null, user: null });
    useCartStore.setState({ items: [] });
  });

  it('shows the navigation links, Log In when logged out, and marks the active one', () => {
    renderHeader('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Shop', 'About us', 'Contact us', 'Blog']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('links the wishlist beside the cart, marked while the shopper is on it', () => {
    renderHeader('/wishlist');
    const wishlist = screen.getByRole('link', { name: 'Wishlist' });
    expect(wishlist).toHaveAttribute('href', '/wishlist');
    expect(wishlist).toHaveAttribute('aria-current', 'page');
  });

  it('badges the cart with the total quantity', () => {
    renderHeader();
    act(() => {
      useCartStore.setState({
        items: [
          { id: 'a', name: 'Diya', image: '', price: 450, quantity: 2 },
          { id: 'b', name: 'Urli', image: '', price: 2400, quantity: 3 },
        ],
      });
    });
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('shows the avatar letter and a menu with the name, My Orders and Logout when logged in', async () => {
    setRuntimeConfig(testRuntimeConfig());
    answer('POST /api/users/logout', { message: 'You are logged out' });
    act(() => {
      useAuthStore.getState().login({ token: 't', user: { id: 'u1', name: '', email: 'ravi@example.in' } });
    });
    const location = renderHeader('/products');
    const avatar = screen.getByRole('button', { name: 'Account menu for ravi@example.in' });
    expect(avatar).toHaveTextContent('R');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    await userEvent.click(avatar);
    expect(screen.getByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    // Only the API can end the refresh cookie, which is HttpOnly.
    await vi.waitFor(() =>
      expect(sentRequests().map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /api/users/logout',
      ]),
    );
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('links the back office for staff and the owner, in the keyboard order after the main links', async () => {
    signIn();
    renderHeader('/products', { backOffice: true });
    const link = screen.getByRole('link', { name: 'Back office' });
    expect(link).toHaveAttribute('href', '/admin');
    expect(link).not.toHaveAttribute('aria-current');

    const user = userEvent.setup();
    const blog = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' });
    blog.focus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('never links the back office for a shopper or a visitor', () => {
    renderHeader('/', { backOffice: true });
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    cleanup();
    signIn();
    renderHeader('/');
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
