import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, apiErrorMessage, imageUrl } from './api-client';
import { useAuthStore } from './auth-store';
import { setRuntimeConfig, type RuntimeConfig } from './runtime-config';

const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

function configure(apiBase: string): void {
  const config: RuntimeConfig = {
    apiBase,
    remotes: { catalog: '', checkout: '', account: '', blog: '' },
    razorpayCheckoutUrl: '',
    googleScriptUrl: '',
    googleClientId: '',
  };
  setRuntimeConfig(config);
}

/** Stands in for the network: records what would be sent and answers with `status`. */
function fakeServer(status = 200, data: unknown = { ok: true }) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return {
    adapter,
    sent,
    header: (index = 0) => AxiosHeaders.from(sent[index]?.headers).get('Authorization'),
  };
}

beforeEach(() => {
  configure('http://api.test');
  useAuthStore.getState().logout();
});

describe('apiClient', () => {
  it('sends credentials to the API base of the runtime config, read at request time', async () => {
    const server = fakeServer();
    const first = await apiClient.get('/api/products', { adapter: server.adapter });
    configure('https://api.elsewhere.in');
    await apiClient.get('/api/blogs', { adapter: server.adapter });

    expect(first.data).toEqual({ ok: true });
    expect(server.sent.map((config) => apiClient.getUri(config))).toEqual([
      'http://api.test/api/products',
      'https://api.elsewhere.in/api/blogs',
    ]);
    expect(server.sent.every((config) => config.withCredentials === true)).toBe(true);
  });

  it('adds the bearer header only when a token is stored', async () => {
    const server = fakeServer();
    await apiClient.get('/api/products', { adapter: server.adapter });
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    await apiClient.get('/api/orders/getorders', { adapter: server.adapter });

    expect(server.header(0)).toBeUndefined();
    expect(server.header(1)).toBe('Bearer jwt-1');
  });

  it('logs out when the API answers 401 to a request that carried the token', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const server = fakeServer(401, { message: 'Unauthorized' });

    await expect(apiClient.get('/api/orders/getorders', { adapter: server.adapter })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.header()).toBe('Bearer jwt-1');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const server = fakeServer(500, { message: 'Boom' });
    await expect(apiClient.get('/api/orders/getorders', { adapter: server.adapter })).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('keeps a session that replaced the rejected token while the request was in flight', async () => {
    useAuthStore.getState().login({ user, token: 'old' });
    const server = fakeServer(401);
    const adapter: AxiosAdapter = (config) => {
      useAuthStore.getState().login({ user, token: 'new' });
      return server.adapter(config);
    };
    await expect(apiClient.get('/api/orders/getorders', { adapter })).rejects.toBeInstanceOf(AxiosError);
    expect(server.header()).toBe('Bearer old');
    expect(useAuthStore.getState().token).toBe('new');
  });

  it('fails clearly when the runtime config is not loaded', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    const server = fakeServer();
    await expect(fresh.apiClient.get('/api/products', { adapter: server.adapter })).rejects.toThrow(
      'Runtime config not loaded yet',
    );
    expect(server.sent).toEqual([]);
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
  const failure = (status: number, data: unknown) => fakeServer(status, data).adapter;

  async function errorOf(status: number, data: unknown): Promise<unknown> {
    return apiClient.get('/api/blogs', { adapter: failure(status, data) }).catch((error: unknown) => error);
  }

  it("prefers the body's message, then its error field", async () => {
    expect(apiErrorMessage(await errorOf(400, { message: 'Email taken' }), 'fallback')).toBe('Email taken');
    expect(apiErrorMessage(await errorOf(500, { error: 'Database down' }), 'fallback')).toBe('Database down');
  });

  it("falls back to the error's own message, then to the fallback", async () => {
    expect(apiErrorMessage(await errorOf(502, '<html>Bad gateway</html>'), 'fallback')).toBe(
      'Request failed with status code 502',
    );
    expect(apiErrorMessage(new Error('Network Error'), 'fallback')).toBe('Network Error');
    expect(apiErrorMessage('weird', 'Registration failed. Try a different email.')).toBe(
      'Registration failed. Try a different email.',
    );
    expect(apiErrorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});
