import { useAuthStore } from '@brass/shared/auth-store';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  failure,
  heldAnswer,
  networkError,
  sentRequests,
  sentTo,
} from '@brass/shared/testing/api-mock';
import { anOrder, ganesha } from '../../testing/orders';
import { asha, currentPath, currentState, goTo, renderHere, startAt } from '../../testing/session';
import OrdersPage from './OrdersPage';

function signedInAt(path: string) {
  startAt(path);
  useAuthStore.getState().login(asha);
}

describe('OrdersPage', () => {
  it('sends a visitor to /login, to come back to /orders, without asking for orders', async () => {
    startAt('/orders');
    renderHere(<OrdersPage />);

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(currentState()).toEqual({ from: '/orders' });
    expect(sentRequests()).toEqual([]);
  });

  it("shows 'Loading your orders...' until the orders arrive, then the list", async () => {
    signedInAt('/orders');
    const orders = heldAnswer();
    answer('GET /api/orders/getorders', orders.answer);
    answer('GET /api/products', [ganesha]);
    renderHere(<OrdersPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    orders.release([anOrder()]);

    expect(await screen.findByRole('button', { name: /Order #ord_k3v9x0q2m7ta/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
    expect(sentTo('GET /api/orders/getorders')[0]?.authorization).toBe(`Bearer ${asha.token}`);
    expect(sentTo('GET /api/products')).toHaveLength(1);
  });

  it("shows 'No orders found.' when the shopper has none", async () => {
    signedInAt('/orders');
    answer('GET /api/orders/getorders', []);
    answer('GET /api/products', []);
    renderHere(<OrdersPage />);

    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('says the orders could not be loaded, not that there are none, and loads them again on Retry', async () => {
    signedInAt('/orders');
    answer('GET /api/orders/getorders', failure(500, 'Something went wrong'));
    answer('GET /api/products', []);
    renderHere(<OrdersPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();

    answer('GET /api/orders/getorders', [anOrder()]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: /Order #ord_k3v9x0q2m7ta/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentTo('GET /api/orders/getorders')).toHaveLength(2);
  });

  it('says the orders could not be loaded when the API cannot be reached', async () => {
    signedInAt('/orders');
    answer('GET /api/orders/getorders', networkError());
    answer('GET /api/products', []);
    renderHere(<OrdersPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('still lists the orders when the catalogue cannot be loaded', async () => {
    signedInAt('/orders');
    answer('GET /api/orders/getorders', [anOrder()]);
    answer('GET /api/products', failure(503, 'Down'));
    renderHere(<OrdersPage />);
    expect(await screen.findByRole('button', { name: /Order #ord_k3v9x0q2m7ta/ })).toBeInTheDocument();
  });

  it('leaves a shopper who logged out elsewhere where they went', async () => {
    signedInAt('/orders');
    answer('GET /api/orders/getorders', []);
    answer('GET /api/products', []);
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
    const expired = failure(401, 'Your session has expired. Please log in again');
    answer('GET /api/orders/getorders', expired);
    answer('POST /api/users/refresh', expired);
    answer('GET /api/products', []);
    renderHere(<OrdersPage />);

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(currentState()).toEqual({ from: '/orders' });
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
