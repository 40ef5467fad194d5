import { useAuthStore } from '@brass/shared/auth-store';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { answer, sentRequests } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MobileMenu } from './MobileMenu';

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
    for (const name of ['Home', 'Shop', 'About us', 'Contact us', 'Blog', 'Log In']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('carries My Orders and Logout for a signed-in shopper; Logout ends the session and goes home', async () => {
    setRuntimeConfig({ apiBase: 'http://api.test' } as RuntimeConfig);
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
});
