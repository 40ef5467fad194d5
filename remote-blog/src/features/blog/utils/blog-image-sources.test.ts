import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { blogImageSrcSet } from './blog-image-sources';

beforeAll(() => {
  setRuntimeConfig({ apiBase: 'https://api.example.in' } as RuntimeConfig);
});

describe('blogImageSrcSet', () => {
  it('offers the 480 and 960 pixel versions of an API image', () => {
    expect(blogImageSrcSet('/images/blogs/urli-960.webp')).toBe(
      'https://api.example.in/images/blogs/urli-480.webp 480w, https://api.example.in/images/blogs/urli-960.webp 960w',
    );
    expect(blogImageSrcSet('/images/blogs/urli-480.webp')).toContain('urli-960.webp 960w');
  });

  it('offers nothing for images it cannot know the sizes of', () => {
    expect(blogImageSrcSet('https://cdn.example.in/urli-960.webp')).toBeUndefined();
    expect(blogImageSrcSet('/images/blogs/urli.webp')).toBeUndefined();
  });
});
