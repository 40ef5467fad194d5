import { apiErrorMessage, imageUrl } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { removePhoto, reorderPhotos, uploadPhoto } from '../api/change-product';
import styles from './ProductForm.module.css';

interface Props {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}

/** The photos of a saved product: add one with its alt text, remove one, or move one up or down. */
export function ProductPhotos({ product, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const photos = product.images;

  async function change(work: () => Promise<AdminProduct>, fallback: string): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
      return true;
    } catch (failure) {
      setError(apiErrorMessage(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!file) {
      setError('Choose a photo to upload.');
      return;
    }
    const alt = String(new FormData(form).get('alt') ?? '').trim();
    if (await change(() => uploadPhoto(product.id, file, alt), 'The photo could not be uploaded. Try again.'))
      form.reset();
  }

  function move(index: number, by: -1 | 1) {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void change(() => reorderPhotos(product.id, ids), 'The photos could not be reordered. Try again.');
  }

  return (
    <Card
      title="Photos"
      meta={`${photos.length} photo${photos.length === 1 ? '' : 's'}; the first is the main one`}
    >
      {photos.length > 0 && (
        <ol className={styles.photos}>
          {photos.map((photo, index) => {
            const name = photo.alt || `Photo ${index + 1}`;
            return (
              <li key={photo.id} className={styles.photo}>
                <img src={imageUrl(photo.url)} alt={photo.alt} width={96} height={96} />
                <span className={styles.photoName}>{name}</span>
                <div className={styles.photoActions}>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    disabled={busy || index === 0}
                    aria-label={`Move up: ${name}`}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    disabled={busy || index === photos.length - 1}
                    aria-label={`Move down: ${name}`}
                    onClick={() => move(index, 1)}
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
      <form className={styles.upload} aria-label="Add a photo" onSubmit={(event) => void upload(event)}>
        <label>
          <span>Photo (JPEG, PNG, WebP or AVIF, up to 10 MB)</span>
          <input name="file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" />
        </label>
        <label>
          <span>Alt text (what the photo shows)</span>
          <input name="alt" type="text" maxLength={200} />
        </label>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Upload
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Card>
  );
}
