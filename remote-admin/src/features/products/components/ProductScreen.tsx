import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { Link, useNavigate } from '@brass/shared/router';
import { useState } from 'react';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useAdminProduct } from '../api/get-product';
import { ProductEditor } from './ProductEditor';
import { ProductForm } from './ProductForm';
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

function NewProduct() {
  const navigate = useNavigate();
  return (
    <>
      <ScreenHeader title="New product">
        Its id is made from the name. Photos can be added once it is saved.
      </ScreenHeader>
      <ProductForm onSaved={(saved) => void navigate(productAddress(saved.id))} />
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
