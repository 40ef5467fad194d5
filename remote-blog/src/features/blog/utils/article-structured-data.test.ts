import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { articleStructuredData, inlineJson } from './article-structured-data';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

beforeAll(() => {
  setRuntimeConfig(testRuntimeConfig({ apiBase: 'https://api.example.in' }));
});

const blog = {
  _id: 'b1',
  title: 'Caring for brass diyas',
  description: 'Tamarind works.',
  createdAt: '2025-03-05T10:00:00.000Z',
};

describe('articleStructuredData', () => {
  it('describes the post as an Article published by the shop', () => {
    expect(articleStructuredData({ ...blog, image: '/images/blogs/diya-960.webp' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Caring for brass diyas',
      datePublished: '2025-03-05T10:00:00.000Z',
      image: ['https://api.example.in/images/blogs/diya-960.webp'],
      author: { '@type': 'Organization', name: 'Brass Aangan' },
      publisher: { '@type': 'Organization', name: 'Brass Aangan' },
    });
  });

  it('names no image when the post has none', () => {
    expect(articleStructuredData(blog)).not.toHaveProperty('image');
  });
});

describe('inlineJson', () => {
  it('cannot close the script tag it is written into', () => {
    const json = inlineJson({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
