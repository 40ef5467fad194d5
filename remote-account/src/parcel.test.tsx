import { apiClient } from '@brass/shared/api-client';
import { useAuthStore } from '@brass/shared/auth-store';
import { mountTestParcel, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as lifecycles from './parcel';

const user = { id: 'usr-1', name: 'Lakshmi Iyer', email: 'lakshmi@example.in' };

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
  vi.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('sign-in badge parcel', () => {
  it('offers a visitor the shop’s Log In', async () => {
    const { domElement } = await mountTestParcel(lifecycles);

    expect(await within(domElement).findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `${TEST_SHOP_URL}/login`,
    );
  });

  it('shows the signed-in shopper with their orders, and logs them out', async () => {
    useAuthStore.getState().login({ token: 'jwt-1', user });
    const userActions = userEvent.setup();
    const { domElement } = await mountTestParcel(lifecycles);
    const badge = within(domElement);

    expect(await badge.findByText('Lakshmi Iyer')).toBeInTheDocument();
    expect(badge.getByText('L')).toBeInTheDocument();
    expect(badge.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', `${TEST_SHOP_URL}/orders`);

    await userActions.click(badge.getByRole('button', { name: 'Logout' }));

    expect(await badge.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(apiClient.post).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('takes a sign-in made in another tab of the shop', async () => {
    const { domElement } = await mountTestParcel(lifecycles);
    await within(domElement).findByRole('link', { name: 'Log In' });

    localStorage.setItem('token', 'jwt-2');
    localStorage.setItem('user', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));

    expect(await within(domElement).findByText('Lakshmi Iyer')).toBeInTheDocument();
  });

  it('leads to the shop it is given', async () => {
    useAuthStore.getState().login({ token: 'jwt-1', user });
    const { domElement, parcel } = await mountTestParcel(lifecycles);
    await within(domElement).findByText('Lakshmi Iyer');

    await parcel.update!({ shopUrl: 'https://brassaangan.in' });

    expect(await within(domElement).findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/orders',
    );
  });

  it('stops listening to other tabs and leaves the element empty when unmounted', async () => {
    const { domElement, parcel } = await mountTestParcel(lifecycles);
    await within(domElement).findByRole('link', { name: 'Log In' });
    const removed = vi.spyOn(window, 'removeEventListener');

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
    expect(removed).toHaveBeenCalledWith('storage', useAuthStore.getState().reload);
  });
});
