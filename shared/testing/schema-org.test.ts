import { jsonLdBlocks, schemaOrgProblems } from './schema-org';

const offer = {
  '@type': 'Offer',
  price: '2400.00',
  priceCurrency: 'INR',
  availability: 'https://schema.org/InStock',
};
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Kuthu Vilakku',
  image: ['https://api.test/images/products/diya-960.webp'],
  weight: { '@type': 'QuantitativeValue', value: 1.2, unitCode: 'KGM' },
  offers: offer,
};

describe('schemaOrgProblems', () => {
  it('finds none in a product with its offer, whose properties come from its types and their ancestors', () => {
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it('takes a rating with its value and count, and names one Google would not show', () => {
    const uncounted = { '@type': 'AggregateRating', ratingValue: 4.3, bestRating: 5, worstRating: 1 };
    expect(schemaOrgProblems({ ...product, aggregateRating: { ...uncounted, reviewCount: 3 } })).toEqual([]);
    expect(schemaOrgProblems({ ...product, aggregateRating: uncounted })).toEqual([
      'Product.aggregateRating: AggregateRating without reviewCount',
    ]);
  });

  it('names a type, a property or a value schema.org does not have, and a value of the wrong type', () => {
    expect(
      schemaOrgProblems({
        ...product,
        colour: 'gold',
        weight: { '@type': 'Weight', value: 1.2 },
        offers: { ...offer, availability: 'in stock', seller: 'Brass Aangan', price: true },
        brand: { '@type': 'Offer', price: 1 },
      }),
    ).toEqual([
      'Product.weight: no schema.org type "Weight"',
      'Product.offers.price: true is not a value Offer.price takes',
      'Product.offers.availability: "in stock" is not a value Offer.availability takes',
      'Product.offers.seller: "Brass Aangan" is not a value Offer.seller takes',
      'Product: Product has no property colour',
      'Product.brand: a Offer where Brand or Organization is expected',
      'Product.brand: Offer without priceCurrency',
      'Product.brand: Offer without availability',
    ]);
  });

  it('asks for what Google’s rich results need, and for absolute addresses', () => {
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Kuthu Vilakku',
        image: '/images/products/diya-960.webp',
      }),
    ).toEqual([
      'Product: Product without offers',
      'Product.image: "/images/products/diya-960.webp" is not a value Product.image takes',
    ]);
  });

  it('asks the shop’s Organization for its address and logo, and an author for a name only', () => {
    const shop = { '@type': 'Organization', name: 'Brass Aangan' };
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...shop })).toEqual([
      'Organization: Organization without url',
      'Organization: Organization without logo',
    ]);
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Diyas', author: shop };
    expect(schemaOrgProblems({ ...article, datePublished: '2025-10-20T06:00:00.000Z' })).toEqual([]);
    expect(schemaOrgProblems({ ...article, datePublished: 'last Diwali' })).toEqual([
      'Article.datePublished: "last Diwali" is not a value Article.datePublished takes',
    ]);
  });

  it('takes an action’s inputs as schema.org’s Potential Actions name them', () => {
    const search = {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.test/products?q={q}' },
      'query-input': 'required name=q',
    };
    const site = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Shop',
      url: 'https://shop.test/',
    };
    expect(schemaOrgProblems({ ...site, potentialAction: search })).toEqual([]);
    expect(schemaOrgProblems({ ...site, potentialAction: { ...search, 'color-input': 'x' } })).toEqual([
      'WebSite.potentialAction: SearchAction has no property color-input',
    ]);
  });
});

describe('jsonLdBlocks', () => {
  it('parses every JSON-LD script of a page, and nothing else', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>var a=1</script>' +
      '<script type="application/ld+json">{"@type":"Article"}</script>';
    expect(jsonLdBlocks(html)).toEqual([{ '@type': 'Thing' }, { '@type': 'Article' }]);
  });
});
