import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { setArchived } from '../api/change-product';
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

  async function toggleArchived() {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await setArchived(product.id, product.archived ? 'restore' : 'archive'));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The product could not be changed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenHeader title={product.name}>
        {product.archived ? 'Archived: not in the shop.' : 'In the shop.'} Id {product.id}.
      </ScreenHeader>
      <div className={styles.archiveBar}>
        <button
          type="button"
          className={product.archived ? buttons.quiet : buttons.danger}
          disabled={busy}
          onClick={() => void toggleArchived()}
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
      <ProductForm key={product.options ? 'variants' : 'own'} product={product} onSaved={onChanged} />
      <ProductVariants product={product} onChanged={onChanged} />
      <ProductPhotos product={product} onChanged={onChanged} />
    </>
  );
}
