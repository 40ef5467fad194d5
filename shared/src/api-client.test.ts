import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, apiErrorMessage, endSession, imageUrl } from './api-client';
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
    routes: [],
    releases: {},
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

describe('apiClient, when the access token has expired', () => {
  const renewed = { user, token: 'jwt-2' };
  const defaultAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = defaultAdapter;
  });

  /**
   * The API as the shop meets it after 15 minutes: calls with the expired token get 401, the refresh
   * call answers `refresh` (once released, if `hold` is set), calls with the renewed token succeed.
   */
  function expiredSession(refresh: { status: number; data?: unknown }, hold?: Promise<void>) {
    const sent: { url: string; authorization: string | undefined }[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const authorization = AxiosHeaders.from(config.headers).get('Authorization')?.toString();
      sent.push({ url: config.url ?? '', authorization });
      const answer =
        config.url === '/api/users/refresh'
          ? (await hold, refresh)
          : authorization === `Bearer ${renewed.token}`
            ? { status: 200, data: { url: config.url } }
            : { status: 401, data: { message: 'Your session has expired. Please log in again' } };
      const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
      if (answer.status >= 400) {
        throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
      }
      return response;
    };
    apiClient.defaults.adapter = adapter;
    return { sent, refreshCalls: () => sent.filter((request) => request.url === '/api/users/refresh') };
  }

  it('renews the session once, stores the new token and retries the call', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const api = expiredSession({ status: 200, data: renewed });

    const response = await apiClient.get('/api/orders/getorders');

    expect(response.data).toEqual({ url: '/api/orders/getorders' });
    expect(api.sent.map((request) => request.url)).toEqual([
      '/api/orders/getorders',
      '/api/users/refresh',
      '/api/orders/getorders',
    ]);
    expect(api.sent[2]?.authorization).toBe('Bearer jwt-2');
    expect(api.refreshCalls()[0]?.authorization).toBeUndefined();
    expect(useAuthStore.getState().token).toBe('jwt-2');
    expect(localStorage.getItem('token')).toBe('jwt-2');
  });

  it('shares one renewal among calls that fail at the same time', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = expiredSession({ status: 200, data: renewed }, hold);

    const calls = Promise.all(
      ['/api/orders/getorders', '/api/users/me', '/api/orders/getorders'].map((url) => apiClient.get(url)),
    );
    await vi.waitFor(() => expect(api.refreshCalls()).toHaveLength(1));
    release();
    const responses = await calls;

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(useAuthStore.getState().token).toBe('jwt-2');
  });

  it('logs out when the renewal is refused, and fails the call', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const api = expiredSession({
      status: 401,
      data: { message: 'Your session has expired. Please log in again' },
    });

    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.refreshCalls()).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the renewal could not reach the API, so a later call can renew it', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    expiredSession({ status: 503, data: { message: 'The shop is busy' } });

    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(useAuthStore.getState().token).toBe('jwt-1');
  });

  it('uses the token another tab renewed instead of spending the refresh token again', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const api = expiredSession({ status: 200, data: { user, token: 'jwt-3' } });
    localStorage.setItem('token', renewed.token);

    const response = await apiClient.get('/api/orders/getorders');

    expect(response.status).toBe(200);
    expect(api.refreshCalls()).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe('jwt-2');
  });

  it('does not renew for a call made without a token', async () => {
    const api = expiredSession({ status: 200, data: renewed });
    await expect(apiClient.get('/api/orders/getorders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.refreshCalls()).toHaveLength(0);
  });
});

describe('endSession', () => {
  const defaultAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = defaultAdapter;
  });

  it('asks the API to end the session, then clears the stored one', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    const server = fakeServer(200, { message: 'You are logged out' });
    apiClient.defaults.adapter = server.adapter;

    await endSession();

    expect(server.sent.map((config) => config.url)).toEqual(['/api/users/logout']);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the stored session even when the API cannot be reached', async () => {
    useAuthStore.getState().login({ user, token: 'jwt-1' });
    apiClient.defaults.adapter = fakeServer(503).adapter;

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
