import { apiClient } from '@brass/shared/api';
import {
  adminProductSchema,
  type AdminProduct,
  type ProductBody,
  type ProductMove,
  type ProductUpdateBody,
  type ProductVariantsBody,
} from '@brass/shared/contracts/admin-products';
import * as v from 'valibot';

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** Each change answers the product as it now stands. */
async function answered(request: Promise<{ data: unknown }>): Promise<AdminProduct> {
  const { data } = await request;
  return v.parse(adminProductSchema, data);
}

/** A new product, a draft until published; the API makes its id from the name. */
export const createProduct = (body: ProductBody) =>
  answered(apiClient.post<unknown>('/api/admin/products', body));

/**
 * A draft with only its name, made when photos are added to a new product's form before it is saved:
 * the photos then belong to a product from the start, and an abandoned form leaves a draft.
 */
export const createDraft = (name: string) =>
  answered(apiClient.post<unknown>('/api/admin/products/drafts', { name }));

/** Puts a draft in the shop (the API names what it still lacks), or takes it back to draft. */
export const setPublished = (id: string, move: 'publish' | 'unpublish') =>
  answered(apiClient.post<unknown>(`${productPath(id)}/${move}`));

/**
 * Replaces every field of the product; its id, photos and place stay. `loadedStock` is the count the
 * form was filled with: the API changes stock only from it, and answers 409 if orders moved it since.
 */
export const updateProduct = (id: string, body: ProductUpdateBody) =>
  answered(apiClient.put<unknown>(productPath(id), body));

/**
 * Replaces the product's options and the variants it is sold as; the API archives those left out and
 * changes a variant's stock only from its `loadedStock`, answering 409 if orders moved it since.
 */
export const setVariants = (id: string, body: ProductVariantsBody) =>
  answered(apiClient.put<unknown>(`${productPath(id)}/variants`, body));

/** Puts the product just before or just after another one in the shop's order. */
export const moveProduct = (id: string, move: ProductMove) =>
  answered(apiClient.post<unknown>(`${productPath(id)}/move`, move));

/** Takes the product out of the shop (`archive`) or puts it back (`restore`). */
export const setArchived = (id: string, move: 'archive' | 'restore') =>
  answered(apiClient.post<unknown>(`${productPath(id)}/${move}`));

/**
 * Adds a photo: multipart, the alt text first, then the one file. `onProgress` hears the share of the
 * file sent so far, 0 to 1.
 */
export function uploadPhoto(id: string, file: File, alt: string, onProgress?: (sent: number) => void) {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file, file.name);
  return answered(
    apiClient.post<unknown>(`${productPath(id)}/images`, form, {
      onUploadProgress: ({ progress }) => onProgress?.(progress ?? 0),
    }),
  );
}

export const removePhoto = (id: string, imageId: string) =>
  answered(apiClient.delete<unknown>(`${productPath(id)}/images/${encodeURIComponent(imageId)}`));

/** Every photo of the product in its new order; the first is the main image. */
export const reorderPhotos = (id: string, ids: string[]) =>
  answered(apiClient.post<unknown>(`${productPath(id)}/images/reorder`, { ids }));
