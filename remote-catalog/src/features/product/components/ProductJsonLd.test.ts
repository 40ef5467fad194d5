import { makeProduct } from '../../../testing/products';
import { productJsonLd } from './ProductJsonLd';

describe('productJsonLd', () => {
  it('cannot close its script element from inside a product text', () => {
    const json = productJsonLd(
      makeProduct('bell', { description: 'A bell</script><script>alert(1)</script>' }),
      'https://shop.test/product/bell',
    );

    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toBe('A bell</script><script>alert(1)</script>');
  });
});
