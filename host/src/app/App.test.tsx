import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { RemoteRoute } from '@brass/shared/remote-routes';
import { useAuthStore } from '@brass/shared/auth-store';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { answer, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';

// Every remote page the shell loads renders its federation id, its id param and the menu flag it got.
const loadRemote = vi.fn(async (id: string) => ({
  default: ({ params, mobileMenuOpen }: RemotePageProps) => (
    <>
      <h1>{id}</h1>
      <p>param id: {params.id ?? 'none'}</p>
      <p>menu: {mobileMenuOpen === undefined ? 'not told' : mobileMenuOpen ? 'open' : 'closed'}</p>
    </>
  ),
}));
vi.mock('@module-federation/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
}));

// jsdom has no Web Animations: the page fades finish at once.
vi.mock('framer-motion/dom/mini', () => ({
  animate: () => Object.assign(Promise.resolve(), { cancel: () => undefined }),
}));

const { App } = await import('./App');

function route(path: string, remote: string, page: string, title: string) {
  return { path, remote, page, title, serverRendered: false } as RemoteRoute;
}

const shopTable = [
  route('/', 'catalog', 'HomePage', 'Home · Test shop'),
  route('/product/:id', 'catalog', 'ProductPage', 'Product · Test shop'),
  route('/cart', 'checkout', 'CartPage', 'Basket · Test shop'),
];

/** A fresh config object per test: the shell checks each config's route table once. */
function useConfigRoutes(routes: unknown[]) {
  setRuntimeConfig({
    apiBase: 'http://api.test',
    remotes: {
      catalog: 'http://catalog.test/mf-manifest.json',
      checkout: 'http://checkout.test/mf-manifest.json',
      account: 'http://account.test/mf-manifest.json',
      blog: 'http://blog.test/mf-manifest.json',
      admin: 'http://admin.test/mf-manifest.json',
    },
    routes,
    releases: {},
  } as RuntimeConfig);
}

function renderShop(path: string) {
  const location = memoryLocation(path);
  render(location.wrap(<App />));
  return location;
}

describe('App routing from the runtime config', () => {
  beforeEach(() => {
    loadRemote.mockClear();
    useConfigRoutes(shopTable);
    // As the shop's server sends the page: with the contact details the footer renders.
    window.__BRASS_SHOP_CONTACT__ = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__BRASS_SHOP_CONTACT__;
  });

  it('renders a route of the config with the page its remote exposes, with the route params', async () => {
    renderShop('/product/ganesha');
    expect(await screen.findByRole('heading', { name: 'catalog/ProductPage' })).toBeVisible();
    expect(screen.getByText('param id: ganesha')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledWith('catalog/ProductPage');
  });

  it('shows the back office without the shop header, search, cart or footer', async () => {
    useConfigRoutes([...shopTable, route('/admin/*', 'admin', 'AdminPage', 'Back office · Test shop')]);
    renderShop('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'admin/AdminPage' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the shop header and footer on every shop page', async () => {
    renderShop('/cart');
    expect(await screen.findByRole('heading', { name: 'checkout/CartPage' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for a path no route of the config matches', async () => {
    renderShop('/checkout');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Brass Aangan'));
  });

  it('routes a page that only the config knows, such as a remote’s new gift cards page', async () => {
    useConfigRoutes([
      ...shopTable,
      route('/gift-cards', 'checkout', 'GiftCardsPage', 'Gift cards · Test shop'),
    ]);
    renderShop('/gift-cards');
    expect(await screen.findByRole('heading', { name: 'checkout/GiftCardsPage' })).toBeVisible();
    expect(document.title).toBe('Gift cards · Test shop');
  });

  it('titles each page with its route’s title from the config as the shopper moves', async () => {
    const location = renderShop('/cart');
    await screen.findByRole('heading', { name: 'checkout/CartPage' });
    expect(document.title).toBe('Basket · Test shop');
    act(() => location.navigate('/product/urli'));
    await vi.waitFor(() => expect(document.title).toBe('Product · Test shop'));
  });

  it('skips a route naming a remote the config lacks, or a malformed one, and keeps the shell standing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loyalty = route('/points', 'loyalty' as RemoteRoute['remote'], 'PointsPage', 'Points');
    useConfigRoutes([loyalty, { path: '/broken' }, null, ...shopTable]);
    const location = renderShop('/points');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      '[shell] skipped a route: its remote is not in the config',
      loyalty,
    );
    expect(loadRemote).not.toHaveBeenCalled();

    act(() => location.navigate('/cart'));
    expect(await screen.findByRole('heading', { name: 'checkout/CartPage' })).toBeVisible();
  });

  it('tells the home page whether the slide-in menu is open, and no other page', async () => {
    const location = renderShop('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(screen.getByText('menu: closed')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByText('menu: open')).toBeVisible();

    act(() => location.navigate('/cart'));
    await screen.findByRole('heading', { name: 'checkout/CartPage' });
    expect(screen.getByText('menu: not told')).toBeVisible();
  });
});

describe('the way to the back office', () => {
  const meena = { id: 'u1', name: 'Meena', email: 'meena@example.in' };

  beforeEach(() => {
    useConfigRoutes(shopTable);
    window.__BRASS_SHOP_CONTACT__ = {
      address: null,
      phone: null,
      whatsapp: null,
      email: null,
      gstin: null,
    };
  });
  afterEach(() => {
    act(() => useAuthStore.getState().logout());
    delete window.__BRASS_SHOP_CONTACT__;
  });

  it('is offered to staff and the owner, in the header and the slide-in menu, from the session check', async () => {
    answer('GET /api/users/me', { user: meena, role: 'staff' });
    act(() => useAuthStore.getState().login({ token: 't', user: meena }));
    renderShop('/cart');

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/admin',
    );
    // The slide-in menu, closed: hidden from the page until opened.
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Back office', hidden: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(sentTo('GET /api/users/me')).toHaveLength(1);
  });

  it('is never offered to a shopper', async () => {
    answer('GET /api/users/me', { user: meena, role: 'shopper' });
    act(() => useAuthStore.getState().login({ token: 't', user: meena }));
    renderShop('/cart');

    await waitFor(() => expect(sentTo('GET /api/users/me')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Back office', hidden: true })).not.toBeInTheDocument();
  });
});
