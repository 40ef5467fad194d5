import { isActiveLink } from './navigation';

describe('isActiveLink', () => {
  it('highlights Home only on the home page', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/products')).toBe(false);
  });

  it('highlights Shop on the listing, its /shop alias and product pages', () => {
    expect(isActiveLink('/products', '/products')).toBe(true);
    expect(isActiveLink('/products', '/shop')).toBe(true);
    expect(isActiveLink('/products', '/product/ganesha-1')).toBe(true);
    expect(isActiveLink('/products', '/blogs')).toBe(false);
  });

  it('highlights Blog on posts too, and nothing on look-alike paths', () => {
    expect(isActiveLink('/blogs', '/blogs/diya-care')).toBe(true);
    expect(isActiveLink('/about', '/about')).toBe(true);
    expect(isActiveLink('/about', '/aboutus')).toBe(false);
  });
});
