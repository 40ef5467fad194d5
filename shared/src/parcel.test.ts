import { createElement } from 'react';
import { mountRootParcel } from 'single-spa';
import { shopLink, shopOrigin, shopParcel } from './parcel';
import { getRuntimeConfig } from './runtime-config';

const settings = { apiBase: 'https://api.example.in' };

beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

let mounted = 0;
function mountInto(lifecycles: ReturnType<typeof shopParcel>, props: Record<string, unknown>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  mounted += 1;
  const parcel = mountRootParcel({ name: `parcel-${mounted}`, ...lifecycles }, { domElement, ...props });
  return { domElement, parcel };
}

describe('the shop a parcel is given', () => {
  it('is the origin of shopUrl, or of the page when there is none', () => {
    expect(shopOrigin({ shopUrl: 'https://brassaangan.in/any/page?x=1' })).toBe('https://brassaangan.in');
    expect(shopOrigin({})).toBe(window.location.origin);
    expect(shopLink({ shopUrl: 'https://brassaangan.in' }, '/checkout')).toBe(
      'https://brassaangan.in/checkout',
    );
  });

  it('must be an http(s) address', () => {
    expect(() => shopOrigin({ shopUrl: 'javascript:alert(1)' })).toThrow(
      'shopUrl must be an http(s) address',
    );
    expect(() => shopOrigin({ shopUrl: 'not an address' })).toThrow();
  });
});

describe('shopParcel', () => {
  it("reads the shop's settings once per shop before the first draw", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(settings))));
    vi.stubGlobal('fetch', fetch);
    const lifecycles = shopParcel(
      () => createElement('p', null, `API at ${getRuntimeConfig().apiBase}`),
      'Broken.',
    );

    const first = mountInto(lifecycles, { shopUrl: 'https://one.example.in' });
    await first.parcel.mountPromise;
    await mountInto(lifecycles, { shopUrl: 'https://one.example.in' }).parcel.mountPromise;

    expect(first.domElement.textContent).toContain('API at https://api.example.in');
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('https://one.example.in/config.json', { cache: 'no-cache' });
  });

  it('fails the mount when the settings cannot be read, and reads them again next time', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(settings)));
    vi.stubGlobal('fetch', fetch);
    const lifecycles = shopParcel(() => createElement('p', null, 'Drawn'), 'Broken.');
    const failed = mountInto(lifecycles, { shopUrl: 'https://two.example.in' }).parcel;
    await expect(failed.bootstrapPromise).rejects.toThrow(
      'Could not load https://two.example.in/config.json: 503',
    );
    await expect(failed.mountPromise).rejects.toThrow(
      'Could not load https://two.example.in/config.json: 503',
    );
    const retry = mountInto(lifecycles, { shopUrl: 'https://two.example.in' });
    await retry.parcel.mountPromise;

    expect(retry.domElement.textContent).toContain('Drawn');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows its failure message in place of a widget that throws while drawing', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(settings))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = shopParcel(() => {
      throw new Error('no product');
    }, 'This product could not be shown.');

    const { domElement, parcel } = mountInto(lifecycles, { shopUrl: 'https://three.example.in' });
    await parcel.mountPromise;

    await vi.waitFor(() => expect(domElement.textContent).toContain('This product could not be shown.'));
    expect(domElement.querySelector('[role="alert"]')).not.toBeNull();
  });
});
