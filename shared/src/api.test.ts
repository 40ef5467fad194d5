import {
  answer,
  failure,
  interceptApi,
  malformed,
  networkError,
  sentRequests,
  sentTo,
  type AnswerTo,
} from '../testing/api-mock';
import { apiClient, endSession } from './api';
import { apiErrorMessage, imageUrl } from './api-support';
import { useAuthStore } from './auth-store';
import { setRuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from '../testing/runtime-config';

interceptApi();

const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

function configure(apiBase: string): void {
  setRuntimeConfig(testRuntimeConfig({ apiBase }));
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

  it('fails clearly when the runtime config is not loaded', async () => {
    vi.resetModules();
    const fresh = await import('./api');
    await expect(fresh.apiClient.get('/api/products')).rejects.toThrow('Runtime config not loaded yet');
    expect(sentRequests()).toEqual([]);
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
