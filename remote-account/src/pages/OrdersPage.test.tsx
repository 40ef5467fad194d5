import { useAuthStore } from '@brass/shared/auth-store';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, heldReply } from '../testing/fake-api';
import { anOrder, ganesha } from '../testing/orders';
import { asha, currentPath, currentState, goTo, renderHere, startAt } from '../testing/session';
import OrdersPage from './OrdersPage';

function signedInAt(path: string) {
  startAt(path);
  useAuthStore.getState().login(asha);
}

describe('OrdersPage', () => {
  it('sends a visitor to /login, to come back to /orders, without asking for orders', async () => {
    startAt('/orders');
    const api = fakeApi({});
    renderHere(<OrdersPage />);

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(currentState()).toEqual({ from: '/orders' });
    expect(api.sent).toEqual([]);
  });

  it("shows 'Loading your orders...' until the orders arrive, then the list", async () => {
    signedInAt('/orders');
    const orders = heldReply();
    const api = fakeApi({
      'GET /api/orders/getorders': orders.route,
      'GET /api/products': { body: [ganesha] },
    });
    renderHere(<OrdersPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    orders.release({ body: [anOrder()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Order #ord_k3v9x0q2m7ta/ })).toBeInTheDocument();
    expect(api.calls('GET', '/api/orders/getorders')[0]?.authorization).toBe(`Bearer ${asha.token}`);
    expect(api.calls('GET', '/api/products')).toHaveLength(1);
  });

  it("shows 'No orders found.' when the shopper has none", async () => {
    signedInAt('/orders');
    fakeApi({ 'GET /api/orders/getorders': { body: [] }, 'GET /api/products': { body: [] } });
    renderHere(<OrdersPage />);

    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it("shows 'No orders found.' when the orders cannot be loaded", async () => {
    signedInAt('/orders');
    fakeApi({
      'GET /api/orders/getorders': { status: 500, body: { message: 'Something went wrong' } },
      'GET /api/products': { body: [] },
    });
    renderHere(<OrdersPage />);

    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
  });

  it('still lists the orders when the catalogue cannot be loaded', async () => {
    signedInAt('/orders');
    fakeApi({
      'GET /api/orders/getorders': { body: [anOrder()] },
      'GET /api/products': { status: 503, body: { message: 'Down' } },
    });
    renderHere(<OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('leaves a shopper who logged out elsewhere where they went', async () => {
    signedInAt('/orders');
    fakeApi({ 'GET /api/orders/getorders': { body: [] }, 'GET /api/products': { body: [] } });
    renderHere(<OrdersPage />);
    await screen.findByText('No orders found.');

    // The header's Logout: the session ends and the shell navigates home while this page fades out.
    act(() => {
      goTo('/');
      useAuthStore.getState().logout();
    });

    expect(currentPath()).toBe('/');
  });

  it('signs out and goes to /login when the API rejects the token', async () => {
    signedInAt('/orders');
    fakeApi({
      'GET /api/orders/getorders': {
        status: 401,
        body: { message: 'Your session has expired. Please log in again' },
      },
      'GET /api/products': { body: [] },
    });
    renderHere(<OrdersPage />);

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(currentState()).toEqual({ from: '/orders' });
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
