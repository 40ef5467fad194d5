import { linkedProductId, linkedProductIds, MAX_LINKED_PRODUCTS } from './markdown-links';

const SHOP = 'https://shop.example';

describe('linkedProductId', () => {
  it('reads a product page on the shop, relative or absolute on its origin', () => {
    expect(linkedProductId('/product/brass-ganesha', SHOP)).toBe('brass-ganesha');
    expect(linkedProductId('/product/brass-ganesha/?variant=9-inch#photos', SHOP)).toBe('brass-ganesha');
    expect(linkedProductId('https://shop.example/product/diya%20set', SHOP)).toBe('diya set');
  });

  it('is undefined for another site, another page of the shop, or a broken address', () => {
    expect(linkedProductId('https://other.example/product/brass-ganesha', SHOP)).toBeUndefined();
    expect(linkedProductId('//other.example/product/brass-ganesha', SHOP)).toBeUndefined();
    expect(linkedProductId('https://shop.example/product/brass-ganesha', undefined)).toBeUndefined();
    expect(linkedProductId('/products?category=lamps', SHOP)).toBeUndefined();
    expect(linkedProductId('/product/a/b', SHOP)).toBeUndefined();
    expect(linkedProductId('/product/%E0%A4', SHOP)).toBeUndefined();
  });
});

describe('linkedProductIds', () => {
  it('finds the products of inline links, angle links and bare addresses, each once', () => {
    expect(
      linkedProductIds(
        '[A](/product/a) and [again](/product/a "A") <https://shop.example/product/b> https://shop.example/product/c, [x](https://other.example/product/d)',
        SHOP,
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('stops at the most cards a text may show', () => {
    const text = Array.from({ length: 10 }, (_, index) => `[p](/product/p${index})`).join(' ');
    expect(linkedProductIds(text, SHOP)).toHaveLength(MAX_LINKED_PRODUCTS);
  });
});
