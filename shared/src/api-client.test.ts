import { AxiosError } from 'axios';
import {
  answer,
  failure,
  heldAnswer,
  interceptApi,
  malformed,
  networkError,
  sentRequests,
  sentTo,
  type AnswerTo,
} from '../testing/api-mock';
import { apiClient, apiErrorMessage, endSession, imageUrl } from './api-client';
import { useAuthStore } from './auth-store';
import type { Order } from './contract';
import { setRuntimeConfig, type RuntimeConfig } from './runtime-config';

interceptApi();

const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };
const expired = failure(401, 'Your session has expired. Please log in again');

function configure(apiBase: string): void {
  const config: RuntimeConfig = {
    apiBase,
    remotes: { catalog: '', checkout: '', account: '', blog: '' },
    razorpayCheckoutUrl: '',
    googleScriptUrl: '',
    googleClientId: '',
    routes: [],
    releases: {},
  };
  setRuntimeConfig(config);
}

beforeEach(() => {
  configure('http://api.test');
  useAuthStore.getState().logout();
});

describe('apiClient', () => {
  it('sends credentials to the API base of the runtime config, read at request time', async () => {
    answer('GET /api/products', []);
    answer('GET /api/blogs', []);
    const first = await apiClient.get('/api/products');
    configure('https://api.elsewhere.in');
    await apiClient.get('/api/blogs');

    expect(first.data).toEqual([]);
    expect(sentRequests().map((request) => request.url)).toEqual([
      'http://api.test/api/products',
      'https://api.elsewhere.in/api/blogs',
    ]);
    expect(sentRequests().every((request) => request.credentials === 'include')).toBe(true);
  });

  it('adds the bearer header only when a token is stored', async () => {
    answer('GET /api/products', []);
    answer('GET /api/orders/getorders', []);
    await apiClient.get('/api/products');
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    await apiClient.get('/api/orders/getorders');

    expect(sentTo('GET /api/products')[0]?.authorization).toBeUndefined();
    expect(sentTo('GET /api/orders/getorders')[0]?.authorization).toBe('Bearer jwt-1');
  });

  it('keeps the session on other errors', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    answer('GET /api/orders/getorders', failure(500, 'Boom'));
    await expect(apiClient.get('/api/orders/getorders')).rejects.toBeInstanceOf(AxiosError);
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('keeps a session that replaced the rejected token while the request was in flight', async () => {
    useAuthStore.getState().login({ user, token: 'old' });
    answer('GET /api/orders/getorders', () => {
      useAuthStore.getState().login({ user, token: 'new' });
      return expired;
    });
    await expect(apiClient.get('/api/orders/getorders')).rejects.toBeInstanceOf(AxiosError);
    expect(sentTo('GET /api/orders/getorders').map((request) => request.authorization)).toEqual([
      'Bearer old',
    ]);
    expect(useAuthStore.getState().token).toBe('new');
  });

  it('fails clearly when the runtime config is not loaded', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    await expect(fresh.apiClient.get('/api/products')).rejects.toThrow('Runtime config not loaded yet');
    expect(sentRequests()).toEqual([]);
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
    answer('GET /api/users/me', withRenewedToken({ user }));
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

describe('endSession', () => {
  it('asks the API to end the session, then clears the stored one', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    answer('POST /api/users/logout', { message: 'You are logged out' });

    await endSession();

    expect(sentRequests().map((request) => request.path)).toEqual(['/api/users/logout']);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the stored session even when the API cannot be reached', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    answer('POST /api/users/logout', networkError());

    await endSession();

    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('imageUrl', () => {
  it('prefixes /images/ paths with the API base', () => {
    expect(imageUrl('/images/ganesha.png')).toBe('http://api.test/images/ganesha.png');
  });

  it('leaves absolute URLs alone', () => {
    for (const url of [
      'https://cdn.example.in/a.png',
      'http://cdn.example.in/a.png',
      'data:image/png;base64,AAAA',
      '//cdn.example.in/a.png',
    ]) {
      expect(imageUrl(url)).toBe(url);
    }
  });

  it('gives the default logo, prefixed, for a missing path', () => {
    expect(imageUrl()).toBe('http://api.test/images/logo.png');
    expect(imageUrl('')).toBe('http://api.test/images/logo.png');
  });

  it('leaves other relative paths alone', () => {
    expect(imageUrl('/assets/hero.webp')).toBe('/assets/hero.webp');
  });

  it('follows a change of the runtime config', () => {
    configure('https://api.elsewhere.in');
    expect(imageUrl('/images/diya.png')).toBe('https://api.elsewhere.in/images/diya.png');
  });
});

describe('apiErrorMessage', () => {
  async function errorOf(reply: AnswerTo<'GET /api/blogs'>): Promise<unknown> {
    answer('GET /api/blogs', reply);
    return apiClient.get('/api/blogs').catch((error: unknown) => error);
  }

  it("prefers the body's message, then its error field", async () => {
    expect(apiErrorMessage(await errorOf(failure(400, 'Email taken')), 'fallback')).toBe('Email taken');
    expect(apiErrorMessage(await errorOf(malformed({ error: 'Database down' }, 500)), 'fallback')).toBe(
      'Database down',
    );
  });

  it("falls back to the error's own message, then to the fallback", async () => {
    expect(apiErrorMessage(await errorOf(malformed('<html>Bad gateway</html>', 502)), 'fallback')).toBe(
      'Request failed with status code 502',
    );
    expect(apiErrorMessage(await errorOf(networkError()), 'fallback')).toBe('Network Error');
    expect(apiErrorMessage('weird', 'Registration failed. Try a different email.')).toBe(
      'Registration failed. Try a different email.',
    );
    expect(apiErrorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});
