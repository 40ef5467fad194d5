import { fireEvent, render, screen } from '@testing-library/react';
import { largestProductImage, ProductImage, productSrcSet } from './ProductImage';

describe('productSrcSet', () => {
  it('offers the 240, 480 and 960 px files of an API image', () => {
    expect(productSrcSet('/images/products/ganesha-480.webp')).toBe(
      'http://api.test/images/products/ganesha-240.webp 240w, ' +
        'http://api.test/images/products/ganesha-480.webp 480w, ' +
        'http://api.test/images/products/ganesha-960.webp 960w',
    );
  });

  it('offers the same widths of a photo uploaded in the back office, kept by the API or in a bucket', () => {
    expect(productSrcSet('/images/uploads/ganesha-0a1b2c3d4e-480.webp')).toBe(
      'http://api.test/images/uploads/ganesha-0a1b2c3d4e-240.webp 240w, ' +
        'http://api.test/images/uploads/ganesha-0a1b2c3d4e-480.webp 480w, ' +
        'http://api.test/images/uploads/ganesha-0a1b2c3d4e-960.webp 960w',
    );
    expect(productSrcSet('https://photos.brass.example/ganesha-0a1b2c3d4e-480.webp')).toBe(
      'https://photos.brass.example/ganesha-0a1b2c3d4e-240.webp 240w, ' +
        'https://photos.brass.example/ganesha-0a1b2c3d4e-480.webp 480w, ' +
        'https://photos.brass.example/ganesha-0a1b2c3d4e-960.webp 960w',
    );
  });

  it('offers none for an image without sizes', () => {
    expect(productSrcSet('https://cdn.test/ganesha.jpg')).toBeUndefined();
  });
});

describe('largestProductImage', () => {
  it('is the 960 px file of an image in three widths, from the API or a bucket', () => {
    expect(largestProductImage('/images/products/ganesha-480.webp')).toBe(
      'http://api.test/images/products/ganesha-960.webp',
    );
    expect(largestProductImage('https://photos.brass.example/ganesha-0a1b-480.webp')).toBe(
      'https://photos.brass.example/ganesha-0a1b-960.webp',
    );
  });

  it('is the image itself when it has no widths', () => {
    expect(largestProductImage('https://cdn.test/ganesha.jpg')).toBe('https://cdn.test/ganesha.jpg');
    expect(largestProductImage('/images/logo.png')).toBe('http://api.test/images/logo.png');
  });
});

describe('ProductImage', () => {
  const diya = (priority?: 'eager') => (
    <ProductImage
      path="/images/products/diya-480.webp"
      alt="Diya"
      sizes="180px"
      width={180}
      height={180}
      priority={priority}
    />
  );

  it('reserves its box and loads lazily unless it is above the fold', () => {
    const { rerender } = render(diya());
    const image = screen.getByRole('img', { name: 'Diya' });
    expect(image).toHaveAttribute('width', '180');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('sizes', '180px');
    expect(image).toHaveAttribute('loading', 'lazy');

    rerender(diya('eager'));
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('offers the API’s AVIF files first, in the same widths, and the WebP ones to browsers without AVIF', () => {
    const { container } = render(diya());
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('sizes', '180px');
    expect(source).toHaveAttribute(
      'srcset',
      'http://api.test/images/products/diya-240.avif 240w, ' +
        'http://api.test/images/products/diya-480.avif 480w, ' +
        'http://api.test/images/products/diya-960.avif 960w',
    );
    expect(screen.getByRole('img', { name: 'Diya' })).toHaveAttribute(
      'srcset',
      productSrcSet('/images/products/diya-480.webp'),
    );
  });

  it('offers no AVIF for an image the API did not make', () => {
    const { container } = render(
      <ProductImage path="https://cdn.test/diya.jpg" alt="Diya" sizes="180px" width={180} height={180} />,
    );
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows the default logo when the image fails', () => {
    render(
      <ProductImage
        path="/images/products/gone-480.webp"
        alt="Bell"
        sizes="180px"
        width={180}
        height={180}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Bell' }));

    const image = screen.getByRole('img', { name: 'Bell' });
    expect(image).toHaveAttribute('src', 'http://api.test/images/logo.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(document.querySelector('source')).toBeNull();
  });

  it('shows the default logo when the product has no image', () => {
    render(<ProductImage path="" alt="Bell" sizes="180px" width={180} height={180} />);

    expect(screen.getByRole('img', { name: 'Bell' })).toHaveAttribute(
      'src',
      'http://api.test/images/logo.png',
    );
  });
});
