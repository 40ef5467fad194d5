import type { RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  apiBase: 'https://api.example.in',
  remotes: {
    catalog: 'https://cdn.example.in/catalog/mf-manifest.json',
    checkout: 'https://cdn.example.in/checkout/mf-manifest.json',
    account: 'https://cdn.example.in/account/mf-manifest.json',
    blog: 'https://cdn.example.in/blog/mf-manifest.json',
    admin: 'https://cdn.example.in/admin/mf-manifest.json',
  },
  razorpayCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  googleClientId: 'shop.apps.googleusercontent.com',
  routes: [],
  releases: {},
};

async function freshModule() {
  vi.resetModules();
  return import('./runtime-config');
}

describe('runtime config', () => {
  afterEach(() => {
    delete window.__BRASS_RUNTIME_CONFIG__;
    vi.unstubAllGlobals();
  });

  it('takes the config the page carries, without a request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    window.__BRASS_RUNTIME_CONFIG__ = config;
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(getRuntimeConfig().apiBase).toBe('https://api.example.in');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('otherwise fetches config.json, and says so when it cannot', async () => {
    const fetchSpy = vi.fn().mockResolvedValueOnce(new Response(JSON.stringify(config)));
    vi.stubGlobal('fetch', fetchSpy);
    const { loadRuntimeConfig, getRuntimeConfig } = await freshModule();
    expect(() => getRuntimeConfig()).toThrow('Runtime config not loaded yet');
    await loadRuntimeConfig();
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(getRuntimeConfig().remotes.blog).toBe(config.remotes.blog);

    fetchSpy.mockResolvedValueOnce(new Response('down', { status: 503 }));
    await expect(loadRuntimeConfig('/other.json')).rejects.toThrow('Could not load /other.json: 503');
  });
});
