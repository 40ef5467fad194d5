import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { setArchived, setPublished } from '../api/change-product';
import { ProductVariants } from '../variants/components/ProductVariants';
import { ProductForm } from './ProductForm';
import { ProductPhotos } from './ProductPhotos';
import styles from './Products.module.css';

interface Props {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}

/** A saved product: its fields, whether it is in the shop, its sizes and finishes, and its photos. */
export function ProductEditor({ product, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(0);

  async function change(work: () => Promise<AdminProduct>) {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The product could not be changed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  const standing = product.archived
    ? 'Archived: not in the shop.'
    : product.draft
      ? 'Draft: not in the shop until you publish it.'
      : 'In the shop.';

  return (
    <>
      <ScreenHeader title={product.name}>
        {standing} Id {product.id}.
      </ScreenHeader>
      <div className={styles.archiveBar}>
        {product.draft && (
          <span className={`${styles.badge} ${styles.draft}`} aria-hidden="true">
            Draft
          </span>
        )}
        <button
          type="button"
          className={product.draft ? buttons.primary : buttons.quiet}
          disabled={busy}
          onClick={() => void change(() => setPublished(product.id, product.draft ? 'publish' : 'unpublish'))}
        >
          {product.draft ? 'Publish' : 'Unpublish'}
        </button>
        <button
          type="button"
          className={product.archived ? buttons.quiet : buttons.danger}
          disabled={busy}
          onClick={() => void change(() => setArchived(product.id, product.archived ? 'restore' : 'archive'))}
        >
          {product.archived ? 'Restore' : 'Archive'}
        </button>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      {/* Taking its first options or losing its last turns price and stock into the variants' (or back):
          the form starts again from the product as saved. */}
      <ProductForm
        key={product.options ? 'variants' : 'own'}
        product={product}
        photosUploading={uploading}
        onSaved={onChanged}
      />
      <ProductVariants product={product} onChanged={onChanged} />
      <ProductPhotos
        product={product}
        ensureProduct={() => Promise.resolve(product)}
        onChanged={onChanged}
        onUploading={setUploading}
      />
    </>
  );
}
