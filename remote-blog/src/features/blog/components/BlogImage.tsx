import { imageUrl } from '@brass/shared/api-support';
import { useState } from 'react';
import { preload } from 'react-dom';
import { blogImageAvifSrcSet, blogImageSrcSet } from '../utils/blog-image-sources';
import styles from './BlogImage.module.css';

interface BlogImageProps {
  path: string | undefined;
  className?: string;
  /** How wide the image is shown, so the browser can pick between the 480 and 960 pixel files. */
  sizes: string;
  /** The post's lead image is the first thing seen; a card's may wait until scrolled to. */
  priority?: boolean;
}

/**
 * A post's optional image. One that fails to load is removed rather than left as a broken icon.
 * Decorative: the title next to it already says what the post is about.
 */
export function BlogImage({ path, className, sizes, priority = false }: BlogImageProps) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) return null;
  const avif = blogImageAvifSrcSet(path);
  // React preloads an <img> it renders on the server by itself, but not one inside a <picture>.
  if (avif && priority)
    preload(imageUrl(path), {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
      type: 'image/avif',
    });
  const image = (
    <img
      src={imageUrl(path)}
      srcSet={blogImageSrcSet(path)}
      sizes={sizes}
      alt=""
      width={960}
      height={720}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
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
