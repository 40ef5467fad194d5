import { makeProduct } from '../../../../testing/products';
import { breadcrumbListJsonLd, productTrail } from './breadcrumb-trail';

describe('productTrail', () => {
  it('goes from Home through the capitalised category to the product', () => {
    const product = makeProduct('samai', { productName: 'Samai Lamp', mainCategory: 'idol set' });
    expect(productTrail(product)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Idol set', path: '/products?category=idol%20set' },
      { name: 'Samai Lamp' },
    ]);
  });

  it('goes through the whole shop for a product without a category', () => {
    const product = makeProduct('samai', { productName: 'Samai Lamp', mainCategory: undefined });
    expect(productTrail(product)[1]).toEqual({ name: 'Shop', path: '/products' });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 and links all but the page itself, absolutely', () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Lamps', path: '/products?category=lamps' },
      { name: 'Samai' },
    ];
    expect(breadcrumbListJsonLd(trail, 'https://shop.example/product/samai?ref=x')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Lamps',
          item: 'https://shop.example/products?category=lamps',
        },
        { '@type': 'ListItem', position: 3, name: 'Samai' },
      ],
    });
  });
});
