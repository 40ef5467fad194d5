import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import type { ProductPhoto } from '@brass/shared/contracts/catalog';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { largestProductImage, productSrcSet } from '../../../components/ProductImage';
import styles from './PhotoLightbox.module.css';

interface Props {
  photos: ProductPhoto[];
  shown: number;
  productName: string;
  /** The photo switched to, so the page shows it too once the view is closed. */
  onShow: (index: number) => void;
  onClose: () => void;
}

const MAX_SCALE = 4;

/**
 * A product's photos as large as the screen allows, in a modal dialog that keeps the focus: arrows
 * switch photos, Escape closes; pinch, the wheel or the + and − buttons zoom, a drag moves the
 * zoomed photo. Loaded only when first opened (ProductGallery).
 */
export default function PhotoLightbox({ photos, shown, productName, onShow, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const zoom = useRef<PanzoomObject | null>(null);
  const [index, setIndex] = useState(shown);
  const [scale, setScale] = useState(1);
  const photo = photos[index]!;
  const count = photos.length;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    closeButton.current?.focus();
    return () => element?.close();
  }, []);

  // Each photo starts whole. The image fills its frame (the photo shown inside it), so a zoomed photo
  // is never dragged off the screen; the wheel and a double tap zoom where the pointer is.
  useEffect(() => {
    const element = image.current;
    const frame = element?.parentElement;
    if (!element || !frame) return;
    const panzoom = Panzoom(element, { minScale: 1, maxScale: MAX_SCALE, contain: 'outside' });
    const onChange = (event: Event) => setScale((event as CustomEvent<{ scale: number }>).detail.scale);
    const onWheel = (event: WheelEvent) => panzoom.zoomWithWheel(event);
    const onDoubleClick = (event: MouseEvent) =>
      panzoom.getScale() > 1 ? panzoom.reset() : panzoom.zoomToPoint(2, event);
    element.addEventListener('panzoomchange', onChange);
    element.addEventListener('dblclick', onDoubleClick);
    frame.addEventListener('wheel', onWheel, { passive: false });
    zoom.current = panzoom;
    setScale(1);
    return () => {
      element.removeEventListener('panzoomchange', onChange);
      element.removeEventListener('dblclick', onDoubleClick);
      frame.removeEventListener('wheel', onWheel);
      panzoom.destroy();
      zoom.current = null;
    };
  }, [index]);

  function show(next: number): void {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onShow(wrapped);
  }

  // Closed before the page hears of it: while it is modal the page is inert and cannot take the focus back.
  function close(): void {
    dialog.current?.close();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  }

  // The browser's modal lets Tab leave for its own toolbar; the shopper stays on the view's buttons.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
    const focusable = [
      ...(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-modal="true"
      aria-label={`Photos of ${productName}`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {count > 1 ? `Photo ${index + 1} of ${count}` : productName}
        </p>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-label="Zoom out"
            disabled={scale <= 1}
            onClick={() => zoom.current?.zoomOut()}
          >
            −
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-label="Zoom in"
            disabled={scale >= MAX_SCALE}
            onClick={() => zoom.current?.zoomIn()}
          >
            +
          </button>
          <button ref={closeButton} type="button" className={styles.tool} aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
      </div>
      <div className={styles.frame}>
        <img
          ref={image}
          key={photo.url}
          className={styles.image}
          src={largestProductImage(photo.url)}
          srcSet={productSrcSet(photo.url)}
          sizes="min(100vw, 100vh)"
          alt={photo.alt}
          decoding="async"
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.step} ${styles.previous}`}
            aria-label="Previous photo"
            onClick={() => show(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.step} ${styles.next}`}
            aria-label="Next photo"
            onClick={() => show(index + 1)}
          >
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
