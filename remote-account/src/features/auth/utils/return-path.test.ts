import { returnPathAfterSignIn, safeReturnPath } from './return-path';

describe('returnPathAfterSignIn', () => {
  it('returns to the path in the history state', () => {
    expect(returnPathAfterSignIn({ from: '/checkout' }, '')).toBe('/checkout');
    expect(returnPathAfterSignIn({ from: '/product/p1?size=large#reviews' }, '')).toBe(
      '/product/p1?size=large#reviews',
    );
  });

  it('falls back to the ?next= parameter, then to the home page', () => {
    expect(returnPathAfterSignIn(null, '?next=%2Forders')).toBe('/orders');
    expect(returnPathAfterSignIn({ other: 1 }, '?next=/cart')).toBe('/cart');
    expect(returnPathAfterSignIn(null, '')).toBe('/');
    expect(returnPathAfterSignIn('not an object', '?foo=bar')).toBe('/');
  });

  it('prefers the history state over the query', () => {
    expect(returnPathAfterSignIn({ from: '/checkout' }, '?next=/orders')).toBe('/checkout');
  });

  it('skips an unsafe state and uses a safe query', () => {
    expect(returnPathAfterSignIn({ from: '//evil.example' }, '?next=/orders')).toBe('/orders');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['another host, protocol-relative', '//evil.example/phish'],
    ['another host, backslash', '/\\evil.example'],
    ['another host, tab stripped by the URL parser', '/\t/evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'orders'],
    ['an empty string', ''],
    ['a number', 42],
    ['null', null],
    ['the sign-in page itself', '/login'],
    ['the registration page', '/register?next=/orders'],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('keeps paths of this site', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/orders')).toBe('/orders');
    expect(safeReturnPath('/blogs/b1?ref=mail')).toBe('/blogs/b1?ref=mail');
  });
});
