import { productPath } from './product-path';

describe('productPath', () => {
  it("leads to a product's own page", () => {
    expect(productPath('urli-small-8in')).toBe('/product/urli-small-8in');
  });

  it("leads to a variant's product with the variant chosen", () => {
    expect(productPath('saraswati-with-veena--12-inch-antique')).toBe(
      '/product/saraswati-with-veena?variant=12-inch-antique',
    );
  });
});
