import { apiClient } from '@brass/shared/api';
import type { Product } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';

/** Product id -> image path. Orders keep names and prices but not images, so the catalogue lends them. */
export type ProductImages = ReadonlyMap<string, string>;

const NO_IMAGES: ProductImages = new Map();

async function getProductImages(signal?: AbortSignal): Promise<ProductImages> {
  const { data } = await apiClient.get<unknown>('/api/products', { signal });
  if (!Array.isArray(data)) throw new Error('Products answer is not a list');
  return new Map((data as Product[]).map((product) => [product._id, product.image]));
}

/** Empty until the catalogue arrives, and if it never does: each line then shows the default logo. */
export function useProductImages(): ProductImages {
  const images = useRequest('product-images', getProductImages);
  return images.status === 'success' ? images.data : NO_IMAGES;
}
