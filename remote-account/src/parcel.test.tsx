import { useAuthStore } from '@brass/shared/auth-store';
import { answer, networkError, sentRequests } from '@brass/shared/testing/api-mock';
import { parcelUnderTest } from '@brass/shared/testing/parcel';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, mount, unmount, update } from './parcel';
import { asha } from '../testing/session';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
  answer('POST /api/users/logout', { message: 'You are logged out' });
});

const mountParcel = parcelUnderTest({ bootstrap, mount, update, unmount }, 'account-badge');

/** Mounts the sign-in badge the way a page does, into an element of its own. */
async function mountBadge() {
  const { domElement, parcel } = await mountParcel();
  return { domElement, parcel, badge: within(domElement) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** What another tab of the shop leaves in storage when it signs in, and the event this tab gets. */
function signInElsewhere() {
  localStorage.setItem('token', 'jwt-other-tab');
  localStorage.setItem('user', JSON.stringify(asha.user));
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(asha.user) }));
}

describe('sign-in badge parcel', () => {
  it('offers a visitor the shop’s Log In', async () => {
    const { badge } = await mountBadge();

    expect(await badge.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      'https://shop.example.in/login',
    );
    expect(badge.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the signed-in shopper, their initial and their orders', async () => {
    useAuthStore.getState().login(asha);
    const { badge } = await mountBadge();

    expect(await badge.findByText('Asha Iyer')).toBeInTheDocument();
    expect(badge.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(badge.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      'https://shop.example.in/orders',
    );
    expect(badge.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(badge.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('shows the email of a shopper who has no name', async () => {
    useAuthStore.getState().login({ ...asha, user: { ...asha.user, name: '' } });
    const { badge } = await mountBadge();

    expect(await badge.findByText('asha@example.in')).toBeInTheDocument();
    expect(badge.getByText('A')).toBeInTheDocument();
  });

  it('logs the shopper out: the API is told, the session forgotten, Log In offered', async () => {
    useAuthStore.getState().login(asha);
    const user = userEvent.setup();
    const { badge } = await mountBadge();

    await user.click(await badge.findByRole('button', { name: 'Logout' }));

    expect(await badge.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(badge.queryByText('Asha Iyer')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentRequests().map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /api/users/logout',
      ]),
    );
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs the shopper out even when the API cannot be reached', async () => {
    answer('POST /api/users/logout', networkError());
    useAuthStore.getState().login(asha);
    const user = userEvent.setup();
    const { badge } = await mountBadge();

    await user.click(await badge.findByRole('button', { name: 'Logout' }));

    expect(await badge.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('takes a sign-in, and a sign-out, made in another tab of the shop', async () => {
    const { badge } = await mountBadge();
    await badge.findByRole('link', { name: 'Log In' });

    signInElsewhere();
    expect(await badge.findByText('Asha Iyer')).toBeInTheDocument();

    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(await badge.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('leads to the shop the page gives it', async () => {
    const { badge, parcel } = await mountBadge();
    await badge.findByRole('link', { name: 'Log In' });

    await parcel.update!({ shopUrl: 'https://brassaangan.in/partners/page' });
    expect(await badge.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/login',
    );

    useAuthStore.getState().login(asha);
    expect(await badge.findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/orders',
    );
  });

  it('leaves the element empty and stops listening to other tabs when unmounted', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { domElement, badge, parcel } = await mountBadge();
    await badge.findByRole('link', { name: 'Log In' });
    const storageListeners = added.mock.calls
      .filter(([type]) => type === 'storage')
      .map(([, listener]) => listener);
    expect(storageListeners).toHaveLength(1);

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
    for (const listener of storageListeners) expect(removed).toHaveBeenCalledWith('storage', listener);
    // Nothing takes the session from storage any more: it stays as this tab last knew it.
    signInElsewhere();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuthStore.getState().user).toBeNull();
    expect(domElement).toBeEmptyDOMElement();
  });
});
