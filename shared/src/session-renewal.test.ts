import { AxiosError } from 'axios';
import {
  answer,
  failure,
  heldAnswer,
  interceptApi,
  sentRequests,
  sentTo,
  type AnswerTo,
} from '../testing/api-mock';
import { apiClient } from './api-client';
import { useAuthStore } from './auth-store';
import type { Order } from './contracts/orders';
import { setRuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from '../testing/runtime-config';

interceptApi();

const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };
const expired = failure(401, 'Your session has expired. Please log in again');

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
  useAuthStore.getState().logout();
});

// The renewal as the shop runs it: installed on the one apiClient.
describe('apiClient, when a call is refused', () => {
  it('keeps the session on other errors', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    answer('GET /api/orders/getorders', failure(500, 'Boom'));
    await expect(apiClient.get('/api/orders/getorders')).rejects.toBeInstanceOf(AxiosError);
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('sends a call again with the token that replaced the rejected one while it was in flight', async () => {
    useAuthStore.getState().login({ user, token: 'old' });
    const orders: Order[] = [];
    answer('GET /api/orders/getorders', ({ authorization }) => {
      if (authorization === 'Bearer new') return orders;
      useAuthStore.getState().login({ user, token: 'new' });
      return expired;
    });

    const response = await apiClient.get('/api/orders/getorders');

    expect(response.data).toEqual(orders);
    expect(sentTo('GET /api/orders/getorders').map((request) => request.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(sentTo('POST /api/users/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe('new');
  });
});

describe('apiClient, when the access token has expired', () => {
  const renewed = { user, token: 'jwt-2' };
  const orders: Order[] = [];

  /**
   * The API as the shop meets it after 15 minutes: calls with the expired token get 401, the refresh
   * call answers `refresh`, calls with the renewed token succeed.
   */
  function expiredSession(refresh: AnswerTo<'POST /api/users/refresh'>) {
    const withRenewedToken =
      <Body>(body: Body) =>
      ({ authorization }: { authorization: string | undefined }) =>
        authorization === `Bearer ${renewed.token}` ? body : expired;
    answer('GET /api/orders/getorders', withRenewedToken(orders));
    answer('GET /api/users/me', withRenewedToken({ user, role: 'shopper' as const }));
    answer('POST /api/users/refresh', refresh);
  }

  it('renews the session once, stores the new token and retries the call', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    expiredSession(renewed);

    const response = await apiClient.get('/api/orders/getorders');

    expect(response.data).toEqual(orders);
    expect(sentRequests().map((request) => request.path)).toEqual([
      '/api/orders/getorders',
      '/api/users/refresh',
      '/api/orders/getorders',
    ]);
    expect(sentRequests()[2]?.authorization).toBe('Bearer jwt-2');
    expect(sentTo('POST /api/users/refresh')[0]?.authorization).toBeUndefined();
    expect(useAuthStore.getState().token).toBe('jwt-2');
    expect(localStorage.getItem('token')).toBe('jwt-2');
  });

  it('shares one renewal among calls that fail at the same time', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const refresh = heldAnswer();
    expiredSession(refresh.answer);

    const calls = Promise.all(
      ['/api/orders/getorders', '/api/users/me', '/api/orders/getorders'].map((url) => apiClient.get(url)),
    );
    await vi.waitFor(() => expect(sentTo('POST /api/users/refresh')).toHaveLength(1));
    refresh.release(renewed);
    const responses = await calls;

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(sentTo('POST /api/users/refresh')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBe('jwt-2');
  });

  it('logs out when the renewal is refused, and fails the call', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    expiredSession(expired);

    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sentTo('POST /api/users/refresh')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the renewal could not reach the API, so a later call can renew it', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    expiredSession(failure(503, 'The shop is busy'));

    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('uses the token another tab renewed instead of spending the refresh token again', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    expiredSession({ user, token: 'jwt-3' });
    localStorage.setItem('token', renewed.token);

    const response = await apiClient.get('/api/orders/getorders');

    expect(response.status).toBe(200);
    expect(sentTo('POST /api/users/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe('jwt-2');
  });

  it('does not renew for a call made without a token', async () => {
    expiredSession(renewed);
    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sentTo('POST /api/users/refresh')).toHaveLength(0);
  });
});
