import { apiErrorMessage, imageUrl } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { useEffect, useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { removePhoto, reorderPhotos } from '../api/change-product';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoDropZone } from './PhotoDropZone';
import styles from './ProductForm.module.css';

interface Props {
  /** None yet for a new product's form, until its first photo makes its draft. */
  product: AdminProduct | undefined;
  ensureProduct: () => Promise<AdminProduct>;
  onChanged: (product: AdminProduct) => void;
  /** Hears how many photos are still on their way, so that saving the form can wait for them. */
  onUploading?: (count: number) => void;
}

/**
 * The photos of a product: drop or choose several, each uploaded at once with its progress or its
 * refusal shown; move one up or down (the first is the main photo) or remove it.
 */
export function ProductPhotos({ product, ensureProduct, onChanged, onUploading }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [alt, setAlt] = useState('');
  const { uploads, add, dismiss, pending } = usePhotoUploads({ ensureProduct, onChanged });
  const photos = product?.images ?? [];

  useEffect(() => onUploading?.(pending), [onUploading, pending]);

  async function change(work: () => Promise<AdminProduct>, fallback: string) {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
    } catch (failure) {
      setError(apiErrorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  function move(id: string, index: number, by: -1 | 1) {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void change(() => reorderPhotos(id, ids), 'The photos could not be reordered. Try again.');
  }

  return (
    <Card
      title="Photos"
      meta={`${photos.length} photo${photos.length === 1 ? '' : 's'}; the first is the main one`}
    >
      {product && photos.length > 0 && (
        <ol className={styles.photos} aria-label="Photos, the main one first">
          {photos.map((photo, index) => {
            const name = photo.alt || `Photo ${index + 1}`;
            return (
              <li key={photo.id} className={styles.photo}>
                <img src={imageUrl(photo.url)} alt={photo.alt} width={96} height={96} />
                <span className={styles.photoName}>
                  {name}
                  {index === 0 && <span className={styles.main}>Main photo</span>}
                </span>
                <div className={styles.photoActions}>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    disabled={busy || index === 0}
                    aria-label={`Move up: ${name}`}
                    onClick={() => move(product.id, index, -1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    disabled={busy || index === photos.length - 1}
                    aria-label={`Move down: ${name}`}
                    onClick={() => move(product.id, index, 1)}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className={`${buttons.danger} ${buttons.small}`}
                    disabled={busy}
                    aria-label={`Remove: ${name}`}
                    onClick={() =>
                      void change(
                        () => removePhoto(product.id, photo.id),
                        'The photo could not be removed. Try again.',
                      )
                    }
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Photos on their way">
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.uploading}>
              {upload.error === undefined ? (
                <>
                  <span className={styles.photoName}>{upload.name}</span>
                  <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
                </>
              ) : (
                <>
                  <p role="alert" className={styles.error}>
                    {upload.error}
                  </p>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    aria-label={`Dismiss: ${upload.name}`}
                    onClick={() => dismiss(upload.key)}
                  >
                    Dismiss
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <label className={styles.altText}>
        <span>Alt text for the next photos (what they show; the product’s name if empty)</span>
        <input type="text" maxLength={200} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </label>
      <PhotoDropZone onFiles={(files) => add(files, alt.trim())} />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Card>
  );
}
