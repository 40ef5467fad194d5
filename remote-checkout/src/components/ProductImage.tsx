import { imageUrl } from '@brass/shared/api-support';
import type { SyntheticEvent } from 'react';

interface Props {
  src: string;
  alt: string;
  /** Rendered size in CSS pixels (square); the browser picks the smallest file that is sharp. */
  size: number;
  className?: string;
}

// The API serves each product image at 240, 480 and 960 px as `<slug>-480.webp` and siblings.
const WIDTH_MARK = '-480.';

function srcSetOf(url: string): string | undefined {
  if (!url.includes(WIDTH_MARK)) return undefined;
  return [240, 480, 960].map((width) => `${url.replace(WIDTH_MARK, `-${width}.`)} ${width}w`).join(', ');
}

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  const fallback = imageUrl();
  // The logo itself failing must not loop.
  if (image.src === fallback) return;
  image.removeAttribute('srcset');
  image.src = fallback;
}

/** A product thumbnail: responsive, sized so nothing shifts, the shop's logo when the image is missing. */
export function ProductImage({ src, alt, size, className }: Props) {
  const url = imageUrl(src);
  return (
    <img
      src={url}
      srcSet={srcSetOf(url)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      onError={showDefaultImage}
    />
  );
}
