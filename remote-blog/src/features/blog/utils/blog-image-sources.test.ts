import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { blogImageAvifSrcSet, blogImageSrcSet } from './blog-image-sources';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

beforeAll(() => {
  setRuntimeConfig(testRuntimeConfig({ apiBase: 'https://api.example.in' }));
});

describe('blogImageSrcSet', () => {
  it('offers the 480 and 960 pixel versions of an API image', () => {
    expect(blogImageSrcSet('/images/blogs/urli-960.webp')).toBe(
      'https://api.example.in/images/blogs/urli-480.webp 480w, https://api.example.in/images/blogs/urli-960.webp 960w',
    );
    expect(blogImageSrcSet('/images/blogs/urli-480.webp')).toContain('urli-960.webp 960w');
  });

  it('offers the same widths of an image uploaded in the back office, kept by the API or in a bucket', () => {
    expect(blogImageSrcSet('/images/uploads/urli-ideas-0a1b2c3d4e-960.webp')).toBe(
      'https://api.example.in/images/uploads/urli-ideas-0a1b2c3d4e-480.webp 480w, ' +
        'https://api.example.in/images/uploads/urli-ideas-0a1b2c3d4e-960.webp 960w',
    );
    expect(blogImageSrcSet('https://photos.brass.example/urli-ideas-0a1b2c3d4e-960.webp')).toBe(
      'https://photos.brass.example/urli-ideas-0a1b2c3d4e-480.webp 480w, ' +
        'https://photos.brass.example/urli-ideas-0a1b2c3d4e-960.webp 960w',
    );
  });

  it('offers nothing for an image named without its width', () => {
    expect(blogImageSrcSet('/images/blogs/urli.webp')).toBeUndefined();
    expect(blogImageSrcSet('https://cdn.example.in/urli.jpg')).toBeUndefined();
  });
});

describe('blogImageAvifSrcSet', () => {
  it('offers the AVIF files the API keeps beside the WebP ones, in the same widths', () => {
    expect(blogImageAvifSrcSet('/images/uploads/urli-ideas-0a1b2c3d4e-960.webp')).toBe(
      'https://api.example.in/images/uploads/urli-ideas-0a1b2c3d4e-480.avif 480w, ' +
        'https://api.example.in/images/uploads/urli-ideas-0a1b2c3d4e-960.avif 960w',
    );
  });

  it('offers none for an image the API did not make as WebP', () => {
    expect(blogImageAvifSrcSet('/images/blogs/urli.webp')).toBeUndefined();
    expect(blogImageAvifSrcSet('https://cdn.example.in/urli-960.jpg')).toBeUndefined();
  });
});
