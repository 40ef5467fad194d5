import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@brass/shared/remote-routes';
import { matchRoute } from './route-table.ts';

const route = (path: string, remote: RemoteRoute['remote'], page: string): RemoteRoute => ({
  path,
  remote,
  page,
  title: page,
  serverRendered: false,
});
const routes = [
  route('/', 'catalog', 'HomePage'),
  route('/product/:id', 'catalog', 'ProductPage'),
  route('/cart', 'checkout', 'CartPage'),
  route('/blogs/:id', 'blog', 'BlogPostPage'),
];

describe('resolving a path against the route table of the live releases', () => {
  it('finds the remote page and its decoded parameters, ignoring the query, the hash and a trailing slash', () => {
    expect(matchRoute(routes, '/product/ganesha%20antique?ref=mail#reviews')).toEqual({
      route: routes[1],
      params: { id: 'ganesha antique' },
    });
    expect(matchRoute(routes, '/cart/')?.route.page).toBe('CartPage');
    expect(matchRoute(routes, '/')?.route.page).toBe('HomePage');
  });

  it('matches nothing for an unknown path, an empty or undecodable parameter, or extra segments', () => {
    for (const path of ['/carts', '/product/', '/product/%E0%A4', '/product/a/b', '/blogs'])
      expect(matchRoute(routes, path), path).toBeUndefined();
  });

  it('a route a remote adds in a new release is found with no other change', () => {
    expect(
      matchRoute([...routes, route('/gift-cards', 'checkout', 'GiftCardsPage')], '/gift-cards')?.route.page,
    ).toBe('GiftCardsPage');
  });
});
