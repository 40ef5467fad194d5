import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { Link, useNavigate } from '@brass/shared/router';
import { useRef, useState } from 'react';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { createDraft } from '../api/change-product';
import { useAdminProduct } from '../api/get-product';
import { ProductEditor } from './ProductEditor';
import { ProductForm } from './ProductForm';
import { ProductPhotos } from './ProductPhotos';
import styles from './Products.module.css';

const productAddress = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

/** `new`: the form for a new product, which opens the product once saved; else the product to edit. */
export function ProductScreen({ id }: { id: string }) {
  return (
    <div className={styles.screen}>
      <Link to="/admin/products" className={styles.back}>
        ← All products
      </Link>
      {id === 'new' ? <NewProduct /> : <SavedProduct id={id} />}
    </div>
  );
}

/**
 * A new product's form. Photos upload as soon as they are chosen, so the first one makes the product's
 * draft under the name typed: every stored photo belongs to a product, and a form left half filled
 * leaves a draft in the list, never a file nobody can find.
 */
function NewProduct() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AdminProduct>();
  const [uploading, setUploading] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  const making = useRef<Promise<AdminProduct>>(undefined);

  function ensureDraft(): Promise<AdminProduct> {
    making.current ??= (async () => {
      const name = form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.value.trim();
      if (!name) throw new Error('Type the product’s name first: its photos are kept with it.');
      const made = await createDraft(name);
      setDraft(made);
      return made;
    })().catch((failure: unknown) => {
      making.current = undefined;
      throw failure;
    });
    return making.current;
  }

  return (
    <>
      <ScreenHeader title="New product">
        Its id is made from the name. It is saved as a draft, which no shopper sees until you publish it with
        its photos, price, stock and facts.
      </ScreenHeader>
      <div ref={form}>
        <ProductForm
          product={draft}
          creating
          photosUploading={uploading}
          onSaved={(saved) => void navigate(productAddress(saved.id))}
        />
      </div>
      <ProductPhotos
        product={draft}
        ensureProduct={ensureDraft}
        onChanged={setDraft}
        onUploading={setUploading}
      />
    </>
  );
}

function SavedProduct({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useAdminProduct(id, attempt);
  const [changed, setChanged] = useState<AdminProduct>();

  return (
    <LoadState
      state={loaded}
      loading="Loading the product..."
      onRetry={() => setAttempt((count) => count + 1)}
    >
      {(fetched) => (
        <ProductEditor product={changed?.id === fetched.id ? changed : fetched} onChanged={setChanged} />
      )}
    </LoadState>
  );
}
