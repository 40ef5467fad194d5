import { imageUrl } from '@brass/shared/api-support';
import { useState } from 'react';
import { preload } from 'react-dom';
import styles from './ProductImage.module.css';

const SIZED_PATH = /-480(\.[a-z]+)$/i;
const SIZED_WEBP = /-480\.webp$/i;
const WIDTHS = [240, 480, 960];

/** The API serves every product image in three widths named `<slug>-<width>.webp`. */
export function productSrcSet(path: string): string | undefined {
  if (!SIZED_PATH.test(path)) return undefined;
  return WIDTHS.map((width) => `${imageUrl(path.replace(SIZED_PATH, `-${width}$1`))} ${width}w`).join(', ');
}

/**
 * The AVIF files of an image the API made (seeded or uploaded), which it keeps beside each WebP one:
 * smaller, so offered first to the browsers that read them.
 */
function productAvifSrcSet(path: string): string | undefined {
  if (!SIZED_WEBP.test(path)) return undefined;
  return WIDTHS.map((width) => `${imageUrl(path.replace(SIZED_WEBP, `-${width}.avif`))} ${width}w`).join(
    ', ',
  );
}

/** The largest file of a product image, for a zoomed view and for search engines. */
export function largestProductImage(path: string): string {
  return imageUrl(SIZED_PATH.test(path) ? path.replace(SIZED_PATH, `-${WIDTHS.at(-1)}$1`) : path);
}

interface Props {
  path: string;
  alt: string;
  /** The rendered width, as the `sizes` attribute says it, so the browser picks the right file. */
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: fetched at once (and first when it is the page's largest image). */
  priority?: 'high' | 'eager';
  className?: string;
}

/** A product image that reserves its box before it loads and falls back to the logo when it fails. */
export function ProductImage({ path, alt, sizes, width, height, priority, className }: Props) {
  const [failedPath, setFailedPath] = useState<string>();
  const failed = !path || failedPath === path;
  const avif = failed ? undefined : productAvifSrcSet(path);
  // React preloads an <img> it renders on the server by itself, but not one inside a <picture>.
  if (avif && priority === 'high')
    preload(imageUrl(path.replace(SIZED_WEBP, '-480.avif')), {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
      type: 'image/avif',
    });

  const image = (
    <img
      className={`${styles.image} ${failed ? styles.fallback : ''} ${className ?? ''}`}
      src={imageUrl(failed ? undefined : path)}
      srcSet={failed ? undefined : productSrcSet(path)}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={failed ? undefined : () => setFailedPath(path)}
    />
  );
  if (!avif) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
