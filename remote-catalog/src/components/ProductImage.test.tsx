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
  it('reserves its box and loads lazily unless it is above the fold', () => {
    const { rerender } = render(
      <ProductImage
        path="/images/products/diya-480.webp"
        alt="Diya"
        sizes="180px"
        width={180}
        height={180}
      />,
    );
    const image = screen.getByRole('img', { name: 'Diya' });
    expect(image).toHaveAttribute('width', '180');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('sizes', '180px');
    expect(image).toHaveAttribute('loading', 'lazy');

    rerender(
      <ProductImage
        path="/images/products/diya-480.webp"
        alt="Diya"
        sizes="180px"
        width={180}
        height={180}
        priority="eager"
      />,
    );
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
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
    const image = screen.getByRole('img', { name: 'Bell' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', 'http://api.test/images/logo.png');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the default logo when the product has no image', () => {
    render(<ProductImage path="" alt="Bell" sizes="180px" width={180} height={180} />);

    expect(screen.getByRole('img', { name: 'Bell' })).toHaveAttribute(
      'src',
      'http://api.test/images/logo.png',
    );
  });
});
