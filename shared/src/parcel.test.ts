import { createElement } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { shopLink, shopOrigin, shopParcel, type ShopParcelProps } from './parcel';
import { letSingleSpaDriveReact, testShopSettings } from '../testing/parcel';
import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';

// Settings are read once per shop for the whole module, so every test takes shops of its own.
let shops = 0;
function aShop(): string {
  shops += 1;
  return `https://shop-${shops}.example.in`;
}

/** The settings a shop's config.json gives, with an API of its own so a test sees whose were taken. */
function settingsOf(shopUrl: string): RuntimeConfig {
  return { ...testShopSettings, apiBase: shopUrl.replace('://', '://api.') };
}

/** Every shop's config.json, as the shop would answer it. */
function answerConfig() {
  return vi.fn((url: string) =>
    Promise.resolve(new Response(JSON.stringify(settingsOf(new URL(url).origin)))),
  );
}

interface WidgetProps extends ShopParcelProps {
  label?: string;
}

/** A widget rendering what a parcel has to go on: its props, a link on the shop, the shop's API. */
function Widget(props: WidgetProps) {
  return createElement(
    'a',
    { href: shopLink(props, '/cart') },
    `${props.label ?? 'Cart'} via ${getRuntimeConfig().apiBase}`,
  );
}

letSingleSpaDriveReact();

const mounted: Parcel[] = [];
let parcels = 0;

function mountInto(lifecycles: ReturnType<typeof shopParcel<WidgetProps>>, props: WidgetProps) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  parcels += 1;
  const parcel = mountRootParcel(
    { name: `shared-parcel-${parcels}`, ...lifecycles },
    { domElement, ...props },
  );
  mounted.push(parcel);
  return { domElement, parcel };
}

afterEach(async () => {
  await Promise.all(
    mounted
      .splice(0)
      .filter((parcel) => parcel.getStatus() === 'MOUNTED')
      .map((parcel) => parcel.unmount()),
  );
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.__BRASS_RUNTIME_CONFIG__;
  document.body.innerHTML = '';
});

describe('shopOrigin', () => {
  it('is the origin of the shopUrl a parcel is given, whatever path it carries', () => {
    expect(shopOrigin({ shopUrl: 'https://brassaangan.in' })).toBe('https://brassaangan.in');
    expect(shopOrigin({ shopUrl: 'https://brassaangan.in/partners/page?ref=x#top' })).toBe(
      'https://brassaangan.in',
    );
    expect(shopOrigin({ shopUrl: 'http://localhost:5173/' })).toBe('http://localhost:5173');
  });

  it("is the page's own origin when the parcel is given no shopUrl", () => {
    expect(shopOrigin({})).toBe(window.location.origin);
  });

  it('refuses anything but an http(s) address', () => {
    for (const shopUrl of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'ftp://x.in']) {
      expect(() => shopOrigin({ shopUrl })).toThrow(`shopUrl must be an http(s) address, not ${shopUrl}`);
    }
    expect(() => shopOrigin({ shopUrl: 'brassaangan.in' })).toThrow();
    expect(() => shopOrigin({ shopUrl: '' })).toThrow();
  });
});

describe('shopLink', () => {
  it('is an absolute address on the shop, the path of shopUrl left out', () => {
    expect(shopLink({ shopUrl: 'https://brassaangan.in' }, '/checkout')).toBe(
      'https://brassaangan.in/checkout',
    );
    expect(shopLink({ shopUrl: 'https://brassaangan.in/partners/page' }, '/product/diya-5')).toBe(
      'https://brassaangan.in/product/diya-5',
    );
    expect(shopLink({}, '/login')).toBe(`${window.location.origin}/login`);
  });

  it('refuses the same addresses shopOrigin refuses', () => {
    expect(() => shopLink({ shopUrl: 'javascript:alert(1)' }, '/cart')).toThrow(
      'shopUrl must be an http(s) address',
    );
  });
});

describe('shopParcel', () => {
  it("reads the shop's config.json before the first render, and renders with it", async () => {
    const fetch = answerConfig();
    vi.stubGlobal('fetch', fetch);
    const shop = aShop();

    const { domElement, parcel } = mountInto(shopParcel(Widget, 'Broken.'), { shopUrl: `${shop}/any/page` });
    await parcel.mountPromise;

    expect(fetch).toHaveBeenCalledExactlyOnceWith(`${shop}/config.json`, { cache: 'no-cache' });
    const link = domElement.querySelector('a');
    expect(link?.textContent).toBe(`Cart via ${settingsOf(shop).apiBase}`);
    expect(link?.getAttribute('href')).toBe(`${shop}/cart`);
  });

  it('reads the settings once per shop, however many parcels of it the page mounts, even at once', async () => {
    const fetch = answerConfig();
    vi.stubGlobal('fetch', fetch);
    const lifecycles = shopParcel(Widget, 'Broken.');
    const shop = aShop();
    const other = aShop();

    // Two at once: the second bootstraps while the first read is still on its way.
    const first = mountInto(lifecycles, { shopUrl: shop });
    const second = mountInto(lifecycles, { shopUrl: shop, label: 'Second' });
    await Promise.all([first.parcel.mountPromise, second.parcel.mountPromise]);
    await mountInto(shopParcel(Widget, 'Broken.'), { shopUrl: `${shop}/elsewhere` }).parcel.mountPromise;
    expect(fetch).toHaveBeenCalledOnce();
    expect(second.domElement.textContent).toBe(`Second via ${settingsOf(shop).apiBase}`);

    // Another shop is another read.
    const third = mountInto(lifecycles, { shopUrl: other });
    await third.parcel.mountPromise;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(`${other}/config.json`, { cache: 'no-cache' });
    expect(third.domElement.textContent).toBe(`Cart via ${settingsOf(other).apiBase}`);
  });

  it('fails the mount when the settings cannot be read, and reads them again on the next bootstrap', async () => {
    const shop = aShop();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(settingsOf(shop))));
    vi.stubGlobal('fetch', fetch);
    const lifecycles = shopParcel(Widget, 'Broken.');

    const unavailable = mountInto(lifecycles, { shopUrl: shop });
    await expect(unavailable.parcel.bootstrapPromise).rejects.toThrow(
      `Could not load ${shop}/config.json: 503`,
    );
    await expect(unavailable.parcel.mountPromise).rejects.toThrow(`Could not load ${shop}/config.json: 503`);
    expect(unavailable.domElement.innerHTML).toBe('');

    const offline = mountInto(lifecycles, { shopUrl: shop });
    await expect(offline.parcel.bootstrapPromise).rejects.toThrow('Failed to fetch');
    await expect(offline.parcel.mountPromise).rejects.toThrow('Failed to fetch');
    expect(offline.domElement.innerHTML).toBe('');

    const retry = mountInto(lifecycles, { shopUrl: shop });
    await retry.parcel.mountPromise;
    expect(retry.domElement.textContent).toBe(`Cart via ${settingsOf(shop).apiBase}`);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenNthCalledWith(3, `${shop}/config.json`, { cache: 'no-cache' });
  });

  it('refuses a shopUrl that is not an http(s) address, without reading anything', async () => {
    const fetch = answerConfig();
    vi.stubGlobal('fetch', fetch);

    const { domElement, parcel } = mountInto(shopParcel(Widget, 'Broken.'), {
      shopUrl: 'javascript:alert(1)',
    });

    const refusal = 'shopUrl must be an http(s) address, not javascript:alert(1)';
    await expect(parcel.bootstrapPromise).rejects.toThrow(refusal);
    await expect(parcel.mountPromise).rejects.toThrow(refusal);
    expect(fetch).not.toHaveBeenCalled();
    expect(domElement.innerHTML).toBe('');
  });

  it("takes the settings the shop's own page carries, without a request", async () => {
    const fetch = answerConfig();
    vi.stubGlobal('fetch', fetch);
    const shop = aShop();
    window.__BRASS_RUNTIME_CONFIG__ = { ...settingsOf(shop), apiBase: 'https://api.inlined.example.in' };

    const { domElement, parcel } = mountInto(shopParcel(Widget, 'Broken.'), { shopUrl: shop });
    await parcel.mountPromise;

    expect(fetch).not.toHaveBeenCalled();
    expect(domElement.textContent).toBe('Cart via https://api.inlined.example.in');
  });

  it('renders again with the props of an update, and leaves the element empty when unmounted', async () => {
    vi.stubGlobal('fetch', answerConfig());
    const shop = aShop();
    const { domElement, parcel } = mountInto(shopParcel(Widget, 'Broken.'), { shopUrl: shop });
    await parcel.mountPromise;

    await parcel.update!({ shopUrl: 'https://brassaangan.in', label: 'Basket' });
    expect(domElement.textContent).toBe(`Basket via ${settingsOf(shop).apiBase}`);
    expect(domElement.querySelector('a')?.getAttribute('href')).toBe('https://brassaangan.in/cart');

    await parcel.unmount();
    expect(domElement.innerHTML).toBe('');
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
  });

  it('shows its failure message in place of a widget that throws while rendering', async () => {
    vi.stubGlobal('fetch', answerConfig());
    // React reports the error it caught; the test needs no report of an error it provoked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Fragile(props: WidgetProps) {
      if (props.label === 'missing') throw new Error('no such product');
      return createElement('p', null, `Showing ${props.label}`);
    }
    const lifecycles = shopParcel(Fragile, 'This product could not be shown.');

    const { domElement, parcel } = mountInto(lifecycles, { shopUrl: aShop(), label: 'diya' });
    await parcel.mountPromise;
    expect(domElement.textContent).toBe('Showing diya');

    await parcel.update!({ shopUrl: aShop(), label: 'missing' });
    await vi.waitFor(() => expect(domElement.querySelector('[role="alert"]')).not.toBeNull());
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe('This product could not be shown.');
    expect(domElement.textContent).toBe('This product could not be shown.');

    const broken = mountInto(lifecycles, { shopUrl: aShop(), label: 'missing' });
    await broken.parcel.mountPromise;
    await vi.waitFor(() =>
      expect(broken.domElement.querySelector('p[role="alert"]')?.textContent).toBe(
        'This product could not be shown.',
      ),
    );
  });
});
