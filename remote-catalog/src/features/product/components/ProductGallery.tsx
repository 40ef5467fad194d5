import type { ProductPhoto } from '@brass/shared/contracts/catalog';
import { lazy, Suspense, useRef, useState } from 'react';
import { ProductImage } from '../../../components/ProductImage';
import { useSwipe } from '../hooks/use-swipe';
import styles from './ProductGallery.module.css';

// The larger view and its pinch-zoom library load on the first wish to see a photo larger.
const loadLightbox = () => import('./PhotoLightbox');
const PhotoLightbox = lazy(loadLightbox);

/** Fetched early when the pointer or the focus comes to the photo; a failure shows on opening instead. */
function preloadLightbox(): void {
  loadLightbox().catch(() => undefined);
}

interface Props {
  photos: ProductPhoto[];
  productName: string;
}

/**
 * The product's photos: one large, the others as thumbnails to switch to, or a swipe on a phone; a
 * click opens a larger view.
 */
export function ProductGallery({ photos, productName }: Props) {
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const index = Math.min(shown, photos.length - 1);
  const photo = photos[index]!;
  const count = photos.length;
  // Which way the last swipe went, so the photo slides in from that side.
  const [entering, setEntering] = useState<'next' | 'previous'>();
  const swipe = useSwipe((step) => {
    setEntering(step === 1 ? 'next' : 'previous');
    // Round, as the larger view's arrows go: past the last photo comes the first.
    setShown((index + step + count) % count);
  });

  function closeZoom(): void {
    setZoomed(false);
    opener.current?.focus();
  }

  return (
    <div className={styles.gallery}>
      <button
        ref={opener}
        type="button"
        className={styles.main}
        aria-label={count > 1 ? `Enlarge photo ${index + 1} of ${count}` : 'Enlarge photo'}
        aria-haspopup="dialog"
        onClick={() => setZoomed(true)}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        data-entering={entering}
        {...(count > 1 ? swipe : {})}
      >
        <ProductImage
          key={photo.url}
          path={photo.url}
          alt={photo.alt}
          sizes="(max-width: 767px) calc(100vw - 2.5rem), 560px"
          width={560}
          height={560}
          priority="high"
        />
        <span className={styles.zoomHint} aria-hidden="true">
          Zoom
        </span>
      </button>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={`Photos of ${productName}`}>
          {photos.map((thumbnail, position) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-pressed={position === index}
                onClick={() => {
                  setEntering(undefined);
                  setShown(position);
                }}
              >
                <ProductImage path={thumbnail.url} alt="" sizes="72px" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            shown={index}
            onShow={setShown}
            onClose={closeZoom}
            productName={productName}
          />
        </Suspense>
      )}
    </div>
  );
}
