import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { shopRoutes } from './route-table';

const remotes = {
  catalog: 'http://catalog.test/mf-manifest.json',
  checkout: 'http://checkout.test/mf-manifest.json',
  account: 'http://account.test/mf-manifest.json',
  blog: 'http://blog.test/mf-manifest.json',
};
const cart = { path: '/cart', remote: 'checkout', page: 'CartPage', title: 'My Cart', serverRendered: false };

function configWith(routes: unknown): RuntimeConfig {
  return { remotes, routes } as RuntimeConfig;
}

describe('shopRoutes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps every well-formed route of the config, in order', () => {
    const blog = {
      path: '/blogs/:id',
      remote: 'blog',
      page: 'BlogPostPage',
      title: 'Blog',
      serverRendered: false,
    };
    expect(shopRoutes(configWith([cart, blog]))).toEqual([cart, blog]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('skips and logs a route whose remote the config does not name', () => {
    const loyalty = { ...cart, path: '/points', remote: 'loyalty', page: 'PointsPage' };
    expect(shopRoutes(configWith([loyalty, cart]))).toEqual([cart]);
    expect(console.error).toHaveBeenCalledWith(
      '[shell] skipped a route: its remote is not in the config',
      loyalty,
    );
  });

  it('skips and logs malformed entries instead of throwing', () => {
    const malformed = [
      null,
      'cart',
      { ...cart, path: 42 },
      { ...cart, path: 'cart' },
      { ...cart, remote: 'toString' },
      { ...cart, page: '../../evil' },
      { ...cart, page: undefined },
      { ...cart, title: '' },
    ];
    expect(shopRoutes(configWith([...malformed, cart]))).toEqual([cart]);
    expect(console.error).toHaveBeenCalledTimes(malformed.length);
    for (const entry of malformed)
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[shell\] skipped a route: /),
        entry,
      );
  });

  it('keeps the first of two routes claiming one path', () => {
    const rival = { ...cart, remote: 'account', page: 'BasketPage' };
    expect(shopRoutes(configWith([cart, rival]))).toEqual([cart]);
    expect(console.error).toHaveBeenCalledWith(
      '[shell] skipped a route: an earlier route already claims its path',
      rival,
    );
  });

  it('renders no route, and says why, when the config carries no route table', () => {
    expect(shopRoutes(configWith(undefined))).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('[shell] the runtime config has no route table', undefined);
  });

  it('checks a config once, so a bad entry is logged once however often the shell renders', () => {
    const config = configWith([{ ...cart, remote: 'loyalty' }, cart]);
    expect(shopRoutes(config)).toBe(shopRoutes(config));
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
