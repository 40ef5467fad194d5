import { useAuthStore } from '@brass/shared/auth-store';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { answer, sentRequests } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MobileMenu } from './MobileMenu';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

function renderMenu(path = '/products') {
  const onClose = vi.fn();
  const location = memoryLocation(path);
  render(location.wrap(<MobileMenu open onClose={onClose} />));
  return { location, onClose, menu: screen.getByRole('navigation', { name: 'Mobile' }) };
}

describe('MobileMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ token: null, user: null });
  });

  it('carries the header links and Log In for a visitor, and nothing of an account', () => {
    const { menu } = renderMenu();
    for (const name of ['Home', 'Shop', 'About us', 'Contact us', 'Blog', 'Wishlist', 'Log In']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('carries My Orders and Logout for a signed-in shopper; Logout ends the session and goes home', async () => {
    setRuntimeConfig(testRuntimeConfig());
    answer('POST /api/users/logout', { message: 'You are logged out' });
    act(() => {
      useAuthStore
        .getState()
        .login({ token: 't', user: { id: 'u1', name: 'Ravi', email: 'ravi@example.in' } });
    });
    const { menu, location, onClose } = renderMenu('/orders');

    const orders = within(menu).getByRole('link', { name: 'My Orders' });
    expect(orders).toHaveAttribute('href', '/orders');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(onClose).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(sentRequests().map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /api/users/logout',
      ]),
    );
    expect(useAuthStore.getState().token).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('links the back office after My Orders for staff and the owner, and never for a shopper or a visitor', () => {
    const asVisitor = renderMenu();
    expect(within(asVisitor.menu).queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    cleanup();

    act(() => {
      useAuthStore
        .getState()
        .login({ token: 't', user: { id: 'u1', name: 'Meena', email: 'meena@example.in' } });
    });
    const asShopper = renderMenu();
    expect(within(asShopper.menu).queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    cleanup();

    const location = memoryLocation('/admin/products');
    render(location.wrap(<MobileMenu open onClose={() => undefined} backOffice />));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(-2)).toEqual(['My Orders', 'Back office']);
    const link = within(menu).getByRole('link', { name: 'Back office' });
    expect(link).toHaveAttribute('href', '/admin');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
