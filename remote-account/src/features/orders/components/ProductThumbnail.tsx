import { imageUrl } from '@brass/shared/api-support';
import type { SyntheticEvent } from 'react';
import styles from './ProductThumbnail.module.css';

const SIZE = 64;

function showDefaultLogo(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  const logo = imageUrl();
  // Once only: if the logo fails too, there is nothing better to try.
  if (image.src === logo) return;
  image.srcset = '';
  image.src = logo;
}

/** Decorative: the product's name is in the next cell. */
export function ProductThumbnail({ path }: { path: string | undefined }) {
  const src = imageUrl(path);
  const srcSet = path?.includes('-480.')
    ? `${imageUrl(path.replace('-480.', '-240.'))} 240w, ${src} 480w`
    : undefined;
  return (
    <img
      className={styles.thumbnail}
      src={src}
      srcSet={srcSet}
      sizes={`${SIZE}px`}
      width={SIZE}
      height={SIZE}
      alt=""
      loading="lazy"
      onError={showDefaultLogo}
    />
  );
}
