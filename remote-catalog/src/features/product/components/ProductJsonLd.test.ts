import { makeProductDetail } from '../../../../testing/products';
import { productJsonLd } from './ProductJsonLd';

const url = 'https://shop.test/product/bell';

describe('productJsonLd', () => {
  it('cannot close its script element from inside a product text', () => {
    const json = productJsonLd(
      makeProductDetail('bell', { description: 'A bell</script><script>alert(1)</script>' }),
      url,
    );

    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toBe('A bell</script><script>alert(1)</script>');
  });

  it('lists every photo in its largest width', () => {
    const product = makeProductDetail('bell', {
      images: [
        { url: '/images/uploads/bell-0a1b-480.webp', alt: 'Front' },
        { url: '/images/uploads/bell-2c3d-480.webp', alt: 'Side' },
      ],
    });
    expect(JSON.parse(productJsonLd(product, url)).image).toEqual([
      'http://api.test/images/uploads/bell-0a1b-960.webp',
      'http://api.test/images/uploads/bell-2c3d-960.webp',
    ]);
  });

  it('gives the size and weight in centimetres and kilograms, and the material', () => {
    const data = JSON.parse(productJsonLd(makeProductDetail('bell'), url));
    expect(data).toMatchObject({
      material: 'Brass',
      weight: { '@type': 'QuantitativeValue', value: 1.25, unitCode: 'KGM' },
      height: { '@type': 'QuantitativeValue', value: 16, unitCode: 'CMT' },
      width: { '@type': 'QuantitativeValue', value: 12, unitCode: 'CMT' },
      depth: { '@type': 'QuantitativeValue', value: 10, unitCode: 'CMT' },
    });
  });

  it('leaves out the facts the shop has not recorded', () => {
    const product = makeProductDetail('bell');
    const facts = { ...product.facts, weightKg: null, depthCm: null, material: '  ' };
    const data = JSON.parse(productJsonLd({ ...product, facts }, url));
    expect(data).not.toHaveProperty('weight');
    expect(data).not.toHaveProperty('depth');
    expect(data).not.toHaveProperty('material');
    expect(data).toHaveProperty('height');
  });
});
