import { apiErrorMessage } from '@brass/shared/api-support';
import { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { failedStatus } from '@brass/shared/use-request';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { createProduct, updateProduct } from '../api/change-product';
import { getAdminProduct } from '../api/get-product';
import { measured, productBodyOf, shown } from '../utils/product-form';
import styles from './ProductForm.module.css';

interface Props {
  /** The product to edit; none for a new one, or the draft its first photos made. */
  product?: AdminProduct | undefined;
  /** A new product's form, though its photos may have made its draft already. */
  creating?: boolean;
  /** Photos still on their way: saving waits until they are done, and says so. */
  photosUploading?: number;
  onSaved: (product: AdminProduct) => void;
}

/**
 * Every field of a product; Save sends them all, and the API's refusal shows beside the form. Stock
 * goes with the count the box was filled with, so the API changes it only by what the owner changed
 * and refuses (409) when orders changed the stock meanwhile; the box then keeps what was typed, and
 * saving again starts from the count the API named.
 */
export function ProductForm({ product, creating = false, photosUploading = 0, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [stock, setStock] = useState(shown(product?.stock ?? 0));
  const [loadedStock, setLoadedStock] = useState(product?.stock ?? 0);
  const facts = product?.facts;
  // Sold in sizes or finishes, its price and stock are its variants', which the API keeps: the boxes
  // show them and cannot be typed in.
  const byVariants = Boolean(product?.options);
  const variantsNote = useId();
  const fromVariants = { readOnly: true, 'aria-describedby': variantsNote } as const;

  async function countNow(id: string) {
    try {
      setLoadedStock((await getAdminProduct(id)).stock);
    } catch {
      // Saving again is refused again, with the count then.
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photosUploading > 0) {
      setError(
        `${photosUploading} photo${photosUploading === 1 ? ' is' : 's are'} still uploading: save once the upload is done.`,
      );
      return;
    }
    const body = productBodyOf(new FormData(event.currentTarget));
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const saved = product
        ? await updateProduct(product.id, { ...body, loadedStock })
        : await createProduct(body);
      setStock(String(saved.stock));
      setLoadedStock(saved.stock);
      setDone('Saved.');
      onSaved(saved);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The product could not be saved. Try again.'));
      if (product && failedStatus(failure) === 409) await countNow(product.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        aria-label={product && !creating ? 'Edit the product' : 'New product'}
        onSubmit={(event) => void save(event)}
      >
        <label className={styles.wide}>
          <span>Name</span>
          <input name="name" type="text" required maxLength={200} defaultValue={product?.name ?? ''} />
        </label>
        <label className={styles.wide}>
          <span>Description</span>
          <textarea
            name="description"
            rows={5}
            required
            maxLength={5000}
            defaultValue={product?.description ?? ''}
          />
        </label>
        <label>
          <span>Price (₹, whole rupees)</span>
          <input
            name="price"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...(byVariants
              ? { ...fromVariants, value: shown(product?.price) }
              : { defaultValue: measured(product?.price) })}
          />
        </label>
        <label>
          <span>Compare-at price (₹, optional)</span>
          <input
            name="compareAtPrice"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...(byVariants
              ? { ...fromVariants, value: shown(product?.compareAtPrice) }
              : { defaultValue: shown(product?.compareAtPrice) })}
          />
        </label>
        <label>
          <span>Category</span>
          <select name="category" required defaultValue={product?.category ?? ''}>
            <option value="" disabled>
              Choose a category
            </option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Stock (pieces)</span>
          <input
            name="stock"
            type="number"
            inputMode="numeric"
            step={1}
            required
            {...(byVariants
              ? { ...fromVariants, value: shown(product?.stock) }
              : {
                  value: stock,
                  onChange: (event: ChangeEvent<HTMLInputElement>) => setStock(event.target.value),
                })}
          />
        </label>
        {byVariants && (
          <p id={variantsNote} className={styles.note}>
            Set on each size or finish below
          </p>
        )}
        <fieldset className={styles.checks}>
          <legend>Shown on the home page</legend>
          <label className={styles.check}>
            <input name="isNewArrival" type="checkbox" defaultChecked={product?.isNewArrival ?? false} />
            <span>New arrival</span>
          </label>
          <label className={styles.check}>
            <input name="isPopular" type="checkbox" defaultChecked={product?.isPopular ?? false} />
            <span>Most popular</span>
          </label>
        </fieldset>
        <fieldset className={styles.facts}>
          <legend>Facts</legend>
          <label>
            <span>Height (cm)</span>
            <input
              name="heightCm"
              type="number"
              step={0.1}
              required
              defaultValue={measured(facts?.heightCm)}
            />
          </label>
          <label>
            <span>Width (cm)</span>
            <input name="widthCm" type="number" step={0.1} required defaultValue={measured(facts?.widthCm)} />
          </label>
          <label>
            <span>Depth (cm)</span>
            <input name="depthCm" type="number" step={0.1} required defaultValue={measured(facts?.depthCm)} />
          </label>
          <label>
            <span>Weight (kg)</span>
            <input
              name="weightKg"
              type="number"
              step={0.001}
              required
              defaultValue={measured(facts?.weightKg)}
            />
          </label>
          <label>
            <span>Material</span>
            <input name="material" type="text" maxLength={100} defaultValue={shown(facts?.material)} />
          </label>
          <label>
            <span>Finish</span>
            <input name="finish" type="text" maxLength={100} defaultValue={shown(facts?.finish)} />
          </label>
          <label className={styles.wide}>
            <span>Care instructions</span>
            <textarea name="care" rows={3} maxLength={2000} defaultValue={shown(facts?.care)} />
          </label>
          <label>
            <span>HSN code (4 to 8 digits)</span>
            <input
              name="hsnCode"
              type="text"
              inputMode="numeric"
              pattern="\d{4,8}"
              maxLength={8}
              defaultValue={shown(facts?.hsnCode)}
            />
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <div className={styles.aside}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {done && !error && (
          <p role="status" className={styles.done}>
            {done}
          </p>
        )}
      </div>
    </div>
  );
}
